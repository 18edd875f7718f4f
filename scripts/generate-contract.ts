import { writeFileSync } from 'node:fs';
import { CLIENT_TYPES_PATH, OPENAPI_PATH, renderContract } from './contract';

const { openapi, clientTypes } = await renderContract();
writeFileSync(OPENAPI_PATH, openapi);
writeFileSync(CLIENT_TYPES_PATH, clientTypes);
console.log(`wrote ${OPENAPI_PATH} and ${CLIENT_TYPES_PATH}`);
