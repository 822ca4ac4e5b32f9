import { EMPLOYEE_IMAGE_MAX_BYTES, Msg } from '@jobline/shared';
import { fieldError } from '../../errors';
import { detectImageType } from '../images/imageStore';

export interface DecodedImage {
  data: Buffer;
  contentType: string;
}

const DATA_URL_PREFIX = /^data:[\w.+/-]*(;[\w=.-]+)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * The picture of the employee form: a data URL or bare base64. Its type is read from the bytes,
 * never from the prefix the client wrote (same rules as the profile picture).
 */
export async function decodeEmployeeImage(text: string): Promise<DecodedImage> {
  const base64 = text.trim().replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
  if (!BASE64.test(base64)) throw fieldError('image', Msg.employees.imageType);
  const data = Buffer.from(base64, 'base64');
  if (data.length > EMPLOYEE_IMAGE_MAX_BYTES) throw fieldError('image', Msg.employees.imageTooLarge);
  const contentType = await detectImageType(data);
  if (!contentType) throw fieldError('image', Msg.employees.imageType);
  return { data, contentType };
}
