import { writeFileSync } from 'node:fs';
import {
  BACK_OFFICE_OPENAPI_PATH,
  CLIENT_TYPES_PATH,
  OPENAPI_PATH,
  renderContract,
} from './contract';

const { openapi, backOffice, clientTypes } = await renderContract();
writeFileSync(OPENAPI_PATH, openapi);
writeFileSync(BACK_OFFICE_OPENAPI_PATH, backOffice);
writeFileSync(CLIENT_TYPES_PATH, clientTypes);
console.log(`wrote ${OPENAPI_PATH}, ${BACK_OFFICE_OPENAPI_PATH} and ${CLIENT_TYPES_PATH}`);
