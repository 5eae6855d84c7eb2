// Writes schemas/generated/*.schema.json from the TypeBox schemas (npm run schemas:generate).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { publishedSchemas, schemaFileText } from '../schemas/published';

const dir = path.resolve('schemas/generated');
mkdirSync(dir, { recursive: true });
for (const file of readdirSync(dir)) if (file.endsWith('.schema.json')) rmSync(path.join(dir, file));
for (const { name, schema } of publishedSchemas) {
  writeFileSync(path.join(dir, `${name}.schema.json`), schemaFileText(schema));
}
console.log(`Wrote ${publishedSchemas.length} schemas to ${path.relative(process.cwd(), dir)}`);
