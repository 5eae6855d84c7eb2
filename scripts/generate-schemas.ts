// Writes schemas/generated/*.schema.json from the TypeBox schemas, and the validators screens use
// (runtime-validators.js), compiled ahead of time (npm run schemas:generate).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { publishedSchemas, schemaFileText } from '../schemas/published';
import { runtimeValidatorsFiles } from './runtime-validators';

const dir = path.resolve('schemas/generated');
mkdirSync(dir, { recursive: true });
for (const file of readdirSync(dir)) if (file.endsWith('.schema.json')) rmSync(path.join(dir, file));
for (const { name, schema } of publishedSchemas) {
  writeFileSync(path.join(dir, `${name}.schema.json`), schemaFileText(schema));
}
const validators = runtimeValidatorsFiles();
writeFileSync(path.join(dir, 'runtime-validators.js'), validators.js);
writeFileSync(path.join(dir, 'runtime-validators.d.ts'), validators.dts);
console.log(
  `Wrote ${publishedSchemas.length} schemas and the screens' validators to ${path.relative(process.cwd(), dir)}`,
);
