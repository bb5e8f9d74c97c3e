/**
 * The official SDK's type declarations as a graph of wire shapes, for sdk-deprecations.ts: each
 * `serialization/**.d.ts` namespace member (`X.Raw`, a union's variants) with its snake_case fields,
 * the types they refer to, and each field's doc comment from the matching `api/**.d.ts`. Read with
 * TypeScript's own parser, lazily, one file at a time, from the installed `@elevenlabs/elevenlabs-js`.
 */
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** A reference to a wire type: a file's namespace member, e.g. ConversationalConfig.Raw; `each` for a Record's values. */
export interface Ref {
  file: string;
  name: string;
  member: string;
  each: boolean;
}
export interface Field {
  refs: Ref[];
  /** The literal of a discriminant such as `type: "client"`. */
  literal: string | null;
  doc: string | null;
}
export interface Shape {
  fields: Map<string, Field>;
  /** `extends X.Raw` for an interface, the members for a union. */
  parts: Ref[];
}

const SDK_ROOT = dirname(createRequire(import.meta.url).resolve('@elevenlabs/elevenlabs-js'));

export interface SdkDeclarations {
  /** The object shapes a reference stands for: an interface and its bases, or each member of a union. */
  expand(ref: Ref): Shape[];
  /** The request model at a path under serialization/, e.g. types/ToolRequestModel. */
  root(model: string): Ref;
}

const commentOf = (source: ts.SourceFile, node: ts.Node) =>
  (ts.getLeadingCommentRanges(source.text, node.pos) ?? [])
    .map((range) => source.text.slice(range.pos, range.end))
    .join('\n')
    .replace(/^\s*\/\*\*?|\*\/\s*$|^\s*\*\s?/gm, '')
    .trim();
const propName = (member: ts.TypeElement) =>
  member.name && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)) ? member.name.text : null;

/** The doc comment of each field of the interface `name` in `source`, by the field's name in lower case. */
function fieldDocsIn(source: ts.SourceFile, name: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isInterfaceDeclaration(statement) || statement.name.text !== name) continue;
    for (const member of statement.members) {
      const field = propName(member);
      const doc = commentOf(source, member);
      if (field && doc) found.set(field.toLowerCase(), doc);
    }
  }
  return found;
}

/** The references a type node makes, read against its file's named imports (`own`: the file's namespace). */
function refReader(file: string, source: ts.SourceFile) {
  const imports = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        imports.set(element.name.text, resolve(dirname(file), `${statement.moduleSpecifier.text}.d.ts`));
      }
    }
  }
  const refsIn = (node: ts.Node, own: string, each = false): Ref[] => {
    if (ts.isTypeReferenceNode(node)) {
      if (ts.isIdentifier(node.typeName) && node.typeName.text === 'Record') {
        return node.typeArguments?.[1] ? refsIn(node.typeArguments[1], own, true) : [];
      }
      if (ts.isQualifiedName(node.typeName) && ts.isIdentifier(node.typeName.left)) {
        const name = node.typeName.left.text;
        const target = name === own ? file : imports.get(name);
        return target ? [{ file: target, name, member: node.typeName.right.text, each }] : [];
      }
      return [];
    }
    const out: Ref[] = [];
    node.forEachChild((child) => void out.push(...refsIn(child, own, each)));
    return out;
  };
  return refsIn;
}

/** An interface of a namespace as a shape: its fields (with their docs) and the interfaces it extends. */
function interfaceShape(
  member: ts.InterfaceDeclaration,
  own: string,
  refsIn: ReturnType<typeof refReader>,
  fieldDocs: Map<string, string>,
): Shape {
  const fields = new Map<string, Field>();
  for (const property of member.members) {
    const wire = propName(property);
    if (!wire || !ts.isPropertySignature(property) || !property.type) continue;
    const literal =
      ts.isLiteralTypeNode(property.type) && ts.isStringLiteral(property.type.literal)
        ? property.type.literal.text
        : null;
    const doc = fieldDocs.get(wire.replace(/_/g, '').toLowerCase()) ?? null;
    fields.set(wire, { refs: refsIn(property.type, own), literal, doc });
  }
  const parts = (member.heritageClauses ?? []).flatMap((clause) =>
    clause.types.flatMap((type) =>
      ts.isPropertyAccessExpression(type.expression) && ts.isIdentifier(type.expression.expression)
        ? refsIn(
            ts.factory.createTypeReferenceNode(
              ts.factory.createQualifiedName(
                ts.factory.createIdentifier(type.expression.expression.text),
                type.expression.name.text,
              ),
            ),
            own,
          )
        : [],
    ),
  );
  return { fields, parts };
}

export function sdkDeclarations(read: (path: string) => string): SdkDeclarations {
  const files = new Map<string, Map<string, Shape>>();
  const docs = new Map<string, Map<string, string>>();
  const parse = (path: string) => ts.createSourceFile(path, read(path), ts.ScriptTarget.Latest, false);

  /** The doc comments of `api/<same path>`'s interface of that name, by the field's name without case or `_`. */
  function docsOf(file: string, name: string): Map<string, string> {
    const key = `${file}#${name}`;
    let found = docs.get(key);
    if (found) return found;
    const apiFile = join(SDK_ROOT, 'api', relative(join(SDK_ROOT, 'serialization'), file));
    try {
      found = fieldDocsIn(parse(apiFile), name);
    } catch {
      found = new Map();
    }
    docs.set(key, found);
    return found;
  }

  function shapesOf(file: string): Map<string, Shape> {
    let shapes = files.get(file);
    if (shapes) return shapes;
    shapes = new Map();
    files.set(file, shapes);
    const source = parse(file);
    const refsIn = refReader(file, source);
    for (const statement of source.statements) {
      if (!ts.isModuleDeclaration(statement) || !statement.body || !ts.isModuleBlock(statement.body)) continue;
      const own = statement.name.text;
      for (const member of statement.body.statements) {
        if (ts.isTypeAliasDeclaration(member)) {
          shapes.set(`${own}.${member.name.text}`, { fields: new Map(), parts: refsIn(member.type, own) });
        } else if (ts.isInterfaceDeclaration(member)) {
          const fieldDocs = member.name.text === 'Raw' ? docsOf(file, own) : new Map<string, string>();
          shapes.set(`${own}.${member.name.text}`, interfaceShape(member, own, refsIn, fieldDocs));
        }
      }
    }
    return shapes;
  }

  /** The object shapes a reference stands for: an interface and its bases, or each member of a union. */
  function expand(ref: Ref, seen = new Set<string>()): Shape[] {
    const key = `${ref.file}#${ref.name}.${ref.member}`;
    if (seen.has(key)) return [];
    seen.add(key);
    let shape: Shape | undefined;
    try {
      shape = shapesOf(ref.file).get(`${ref.name}.${ref.member}`);
    } catch {
      return []; // A type the SDK declares elsewhere (core, a primitive alias): nothing to check in it.
    }
    if (!shape) return [];
    return [shape, ...shape.parts.flatMap((part) => expand({ ...part, each: false }, seen))];
  }

  const root = (model: string): Ref => {
    const name = model.split('/').at(-1)!;
    return { file: join(SDK_ROOT, 'serialization', `${model}.d.ts`), name, member: 'Raw', each: false };
  };

  return { expand: (ref) => expand(ref), root };
}
