// Mutated form definitions for the fuzzing family: each starts from an example form and breaks it one
// way (a key deleted, a value of the wrong type, a huge string, nesting 200 deep, an unknown component
// type, JSON text cut short, "__proto__" and "constructor" keys). A seeded generator makes every run
// send the same definitions, so a failure can be replayed.
import { readdirSync, readFileSync } from 'node:fs';

export interface MutatedDefinition {
  /** What was broken, for the failure message. */
  mutation: string;
  /** The request body as sent (JSON text, valid or not). */
  text: string;
  /** The form id the definition asks for: unique per definition, unless a mutation wrote the id itself. */
  formId: string;
}

/** A small deterministic generator (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const exampleForms = (): Record<string, Json>[] =>
  readdirSync('examples/forms')
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(`examples/forms/${file}`, 'utf8')) as Record<string, Json>);

/** Every container (object or array) in the value, with the way to reach it. */
function containers(value: Json, path: string[] = [], found: { path: string[]; node: Json }[] = []) {
  if (value && typeof value === 'object') {
    found.push({ path, node: value });
    for (const [key, child] of Object.entries(value)) containers(child, [...path, key], found);
  }
  return found;
}

const WRONG_TYPES: Json[] = [null, 0, -1, 1e308, true, '', 'x', [], {}, [null], { type: 42 }, '[]'];
const UNKNOWN_TYPES = ['no-such-component', 'script', '', ' ', 'textfield ', '__proto__', 'constructor'];

function nestedPanels(levels: number): Json {
  let component: Json = { type: 'textfield', key: 'deep', label: 'Deep' };
  for (let level = 0; level < levels; level += 1)
    component = { type: 'panel', key: `panel${level}`, title: `Level ${level}`, components: [component] };
  return component;
}

/** One mutation of a form, chosen by the generator. */
function mutate(form: Record<string, Json>, random: () => number): { mutation: string; text?: string } {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const places = containers(form);
  const place = pick(places);
  const keys = Object.keys(place.node as object);
  const key = keys.length > 0 ? pick(keys) : '0';
  const target = place.node as Record<string, Json>;
  const where = `/${[...place.path, key].join('/')}`;
  switch (Math.floor(random() * 8)) {
    case 0:
      if (Array.isArray(target)) target.splice(Number(key), 1);
      else delete target[key];
      return { mutation: `deleted ${where}` };
    case 1: {
      const wrong = pick(WRONG_TYPES);
      target[key] = structuredClone(wrong);
      return { mutation: `${where} = ${JSON.stringify(wrong)}` };
    }
    case 2: {
      const size = pick([10_000, 100_000, 2_000_000]);
      target[key] = pick(['a', '{{', '<', '\u00e9', ' ']).repeat(size);
      return { mutation: `${where} = a string of ${size} characters` };
    }
    case 3: {
      const levels = pick([20, 45, 200]);
      (form.components as Json[]).push(nestedPanels(levels));
      return { mutation: `panels nested ${levels} deep` };
    }
    case 4: {
      const type = pick(UNKNOWN_TYPES);
      const component = pick(containers(form.components as Json).filter(({ node }) => isComponent(node)));
      if (component) (component.node as Record<string, Json>).type = type;
      else (form.components as Json[]).push({ type, key: 'unknown' });
      return { mutation: `a component of type ${JSON.stringify(type)}` };
    }
    case 5: {
      const text = JSON.stringify(form);
      const cut = Math.floor(random() * text.length);
      return {
        mutation: `JSON text cut at ${cut}`,
        text: text.slice(0, cut) + pick(['', '}', ']', ',', '"']),
      };
    }
    case 6: {
      const name = pick(['__proto__', 'constructor', 'prototype']);
      const text = JSON.stringify(form);
      // Written into the text: an object literal's __proto__ would set the prototype, not a key.
      const at = text.indexOf('{', Math.floor(random() * text.length));
      const payload = `"${name}":{"polluted":true,"type":"textfield","toString":1},`;
      return {
        mutation: `a "${name}" key`,
        text: at < 0 ? text : `${text.slice(0, at + 1)}${payload}${text.slice(at + 1)}`,
      };
    }
    default: {
      // The wire format: components as JSON text, sometimes not valid JSON.
      const components = JSON.stringify(form.components);
      form.components = [random() < 0.5 ? components : components.slice(0, -3)];
      return { mutation: 'components as JSON text' };
    }
  }
}

function isComponent(node: Json): boolean {
  return Boolean(node && typeof node === 'object' && !Array.isArray(node) && 'type' in node);
}

/** `count` mutated definitions, each with a form id of its own under `prefix`. */
export function* mutatedDefinitions(
  count: number,
  seed: number,
  prefix: string,
): Generator<MutatedDefinition> {
  const random = seededRandom(seed);
  const forms = exampleForms();
  for (let index = 0; index < count; index += 1) {
    const form = structuredClone(forms[index % forms.length]!);
    const formId = `${prefix}-${index}`;
    form.id = formId;
    const { mutation, text } = mutate(form, random);
    yield {
      mutation: `${forms[index % forms.length]!.id as string}: ${mutation}`,
      text: text ?? JSON.stringify(form),
      // A mutation of the id itself ("x") stores the form under the id it wrote.
      formId: text === undefined && typeof form.id === 'string' && form.id !== '' ? form.id : formId,
    };
  }
}
