import type { Config } from '../../../config';
import type { ErpConnector } from './erpConnector';
import { FileErpConnector } from './fileErpConnector';
import { HttpErpConnector } from './httpErpConnector';

type ErpSettings = Pick<
  Config,
  'ERP_BASE_URL' | 'ERP_TOKEN' | 'ERP_FIELD_MAP' | 'ERP_EXPORT_DIR' | 'ERP_TIMEOUT_SECONDS' | 'ERP_PAGE_SIZE'
>;

/** The ERP the settings name: its HTTP API when ERP_BASE_URL is set, else the folder of exports. */
export function connectorOf(config: ErpSettings): ErpConnector {
  if (config.ERP_BASE_URL) {
    return new HttpErpConnector({
      baseUrl: config.ERP_BASE_URL,
      token: config.ERP_TOKEN,
      fieldMap: config.ERP_FIELD_MAP,
      timeoutSeconds: config.ERP_TIMEOUT_SECONDS,
      pageSize: config.ERP_PAGE_SIZE,
    });
  }
  return new FileErpConnector(config.ERP_EXPORT_DIR, config.ERP_FIELD_MAP);
}
