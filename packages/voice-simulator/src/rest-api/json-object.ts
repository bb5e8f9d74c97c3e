// The one check for a JSON object (not null, not an array) that the simulator's APIs read bodies with.
export type Json = Record<string, unknown>;
export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
