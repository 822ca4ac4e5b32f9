import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import type { EventBus } from '../../../realtime/bus';
import { httpSmsGateway } from './httpSmsGateway';
import { logOnlyGateway, type SmsGateway } from './smsGateway';
import { SmsWorker } from './smsWorker';

/** The configured gateway: the provider at SMS_GATEWAY_URL, or the log when it is unset. */
export function gatewayFromConfig(
  config: Pick<Config, 'SMS_GATEWAY_URL' | 'SMS_GATEWAY_KEY' | 'SMS_SENDER'>,
  log: (line: string) => void,
): SmsGateway {
  return config.SMS_GATEWAY_URL
    ? httpSmsGateway({ url: config.SMS_GATEWAY_URL, key: config.SMS_GATEWAY_KEY, sender: config.SMS_SENDER })
    : logOnlyGateway(log);
}

/** Starts this server's SMS worker (main.ts); the answer stops it on shutdown. */
export function startSmsDelivery(
  deps: { config: Config; database: Database; bus: EventBus },
  log: (line: string) => void,
): SmsWorker {
  const gateway = gatewayFromConfig(deps.config, log);
  const worker = new SmsWorker({ db: deps.database.db, bus: deps.bus, gateway, log });
  worker.start();
  return worker;
}
