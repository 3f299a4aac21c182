// A small local ESLint rule for the web layers (docs/decisions.md, 'Web layout'): a module in a zone's
// `target` folders may not import (statically, by re-export or dynamically) a module under its `from`
// folders, except under `except` (folders relative to the first `from`). Only relative imports are
// checked: the layers are folders of one package, reached by relative paths.
//
// It replaces eslint-plugin-import-x's rule of the same name: that plugin needs unrs-resolver, whose
// optional binary packages for other platforms are missing from the npm registry this project installs
// from, which leaves package-lock.json without them and makes `npm ci` refuse the lock file.
import path from 'node:path';

const within = (file, dir) => {
  const relative = path.relative(dir, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};
const list = (value) => (Array.isArray(value) ? value : [value]);

/** @type {import('eslint').Rule.RuleModule} */
export const noRestrictedPaths = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports across the web layers (zones of target and from folders).' },
    schema: [
      {
        type: 'object',
        properties: {
          basePath: { type: 'string' },
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                target: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
                from: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
                except: { type: 'array', items: { type: 'string' } },
                message: { type: 'string' },
              },
              required: ['target', 'from'],
              additionalProperties: false,
            },
          },
        },
        required: ['basePath', 'zones'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { basePath, zones } = context.options[0];
    const file = context.filename;
    const applicable = zones
      .filter((zone) => list(zone.target).some((t) => within(file, path.resolve(basePath, t))))
      .map((zone) => {
        const from = list(zone.from).map((f) => path.resolve(basePath, f));
        return { from, except: (zone.except ?? []).map((e) => path.resolve(from[0], e)), message: zone.message };
      });
    if (applicable.length === 0) return {};

    const check = (node) => {
      const specifier = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
      if (!specifier || !specifier.startsWith('.')) return;
      const imported = path.resolve(path.dirname(file), specifier);
      for (const zone of applicable) {
        if (!zone.from.some((f) => within(imported, f))) continue;
        if (zone.except.some((e) => within(imported, e))) continue;
        context.report({ node, message: `Unexpected path "${specifier}" imported in restricted zone. ${zone.message ?? ''}`.trim() });
        return;
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { 'no-restricted-paths': noRestrictedPaths } };
