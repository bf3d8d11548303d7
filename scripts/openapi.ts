import { writeFileSync } from 'node:fs';
import { openApiText } from '../local-api/openapi/build-openapi';

/** `npm run openapi`: writes docs/openapi.json from the contract (a test fails when it is stale). */
const target = new URL('../docs/openapi.json', import.meta.url);
writeFileSync(target, openApiText());
console.log(`Wrote ${target.pathname}`);
