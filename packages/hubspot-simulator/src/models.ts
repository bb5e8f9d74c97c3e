// Request bodies checked against @hubspot/api-client's generated models: each model lists its fields in
// `attributeTypeMap` (name, JSON name, type), the same table the client's ObjectSerializer writes bodies
// from. A field the table does not list is one the client never sends, and the stand-in refuses it.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
type Attribute = { baseName: string; type: string };
type Model = { attributeTypeMap: Attribute[] };
type Models = Record<string, Model | unknown>;

export const contactModels = require('@hubspot/api-client/lib/codegen/crm/contacts/models/all.js') as Models;
export const noteModels = require('@hubspot/api-client/lib/codegen/crm/objects/notes/models/all.js') as Models;

const STRING_MAP = '{ [key: string]: string; }';

/** The problems of `value` as the model type `type`, each with its JSON path. */
export function modelErrors(value: unknown, type: string, models: Models, path = '$'): string[] {
  if (value === undefined || value === null) return [];
  const array = /^Array<(.+)>$/.exec(type);
  if (array) {
    if (!Array.isArray(value)) return [`${path}: expected an array`];
    return value.flatMap((item, index) => modelErrors(item, array[1]!, models, `${path}[${index}]`));
  }
  if (type === STRING_MAP) {
    if (typeof value !== 'object' || Array.isArray(value)) return [`${path}: expected an object of strings`];
    return Object.entries(value).flatMap(([key, item]) =>
      typeof item === 'string' ? [] : [`${path}.${key}: expected a string`],
    );
  }
  if (type === 'string' || type === 'Date') return typeof value === 'string' ? [] : [`${path}: expected a string`];
  if (type === 'number' || type === 'boolean') return typeof value === type ? [] : [`${path}: expected a ${type}`];
  const model = models[type] as Model | Record<string, string> | undefined;
  if (model === undefined) return [`${path}: no model ${type} in the client`];
  if (!('attributeTypeMap' in model)) {
    const values = Object.values(model);
    return values.includes(value as string) ? [] : [`${path}: expected one of ${values.join(', ')}`];
  }
  if (typeof value !== 'object' || Array.isArray(value)) return [`${path}: expected an object (${type})`];
  const known = new Map((model as Model).attributeTypeMap.map((attribute) => [attribute.baseName, attribute.type]));
  return Object.entries(value).flatMap(([key, item]) => {
    const itemType = known.get(key);
    if (itemType === undefined) return [`${path}.${key}: unknown field of ${type}`];
    return modelErrors(item, itemType, models, `${path}.${key}`);
  });
}
