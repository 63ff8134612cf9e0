// Names a built script by what is in it, read from its source map (production builds write one next to
// each script): file names carry content hashes, so "470.2b8ca2a597.js" means nothing from one build to
// the next, while "react-dom" or "shell/src/pages/home" does. Each source's share is the number of
// generated characters its mappings cover.
import { FRONT_ENDS } from '../../scripts/apps.mjs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = Object.fromEntries([...BASE64].map((char, index) => [char, index]));
const DIR_OF_CONTAINER = Object.fromEntries(FRONT_ENDS.map(({ dir, container }) => [container, dir]));

/** The fields of one source-map segment (Base64 VLQ, each relative to the previous one). */
function decodeSegment(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = DIGIT[char];
    if (digit === undefined) throw new Error(`not a Base64 VLQ digit: ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** Generated characters per source index: each segment covers up to the next one on its line. */
export function charactersPerSource(code, mappings) {
  const lines = code.split('\n');
  const counts = new Map();
  let sourceIndex = 0;
  mappings.split(';').forEach((line, lineIndex) => {
    const length = lines[lineIndex]?.length ?? 0;
    let column = 0;
    const segments = line
      .split(',')
      .filter(Boolean)
      .map((segment) => {
        const [columnDelta, sourceDelta] = decodeSegment(segment);
        column += columnDelta;
        if (sourceDelta === undefined) return { column, source: null };
        sourceIndex += sourceDelta;
        return { column, source: sourceIndex };
      });
    segments.forEach(({ column: start, source }, index) => {
      if (source === null) return;
      const end = segments[index + 1]?.column ?? length;
      counts.set(source, (counts.get(source) ?? 0) + Math.max(0, end - start));
    });
  });
  return counts;
}

/** `webpack://mfe_analyzer/./src/x.tsx` → { container: 'mfe_analyzer', path: './src/x.tsx' }. */
function splitSource(source) {
  const match = /^webpack:\/\/([^/]*)\/(.*)$/.exec(source);
  return match ? { container: match[1], path: match[2] } : { container: null, path: source };
}

function normalise(parts) {
  const out = [];
  for (const part of parts) {
    if (part === '' || part === '.') continue;
    if (part === '..') out.pop();
    else out.push(part);
  }
  return out;
}

/**
 * What a source belongs to: an npm package ("react-dom", "@module-federation/runtime-core"), webpack's
 * own runtime, or a folder of the monorepo at most two levels under src ("shell/src/pages/home").
 */
export function groupOfSource(source) {
  const { container, path } = splitSource(source);
  const packages = path.lastIndexOf('node_modules/');
  if (packages >= 0) {
    const [scope, name] = path.slice(packages + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  if (path.startsWith('webpack/') || path.startsWith('external ') || path.startsWith('ignored ')) return 'webpack runtime';
  const app = DIR_OF_CONTAINER[container] ?? container ?? '';
  const parts = normalise([...app.split('/'), ...path.split('/')]);
  const folders = parts.slice(0, -1);
  const src = folders.indexOf('src');
  return (src >= 0 ? folders.slice(0, src + 3) : folders).join('/') || path;
}

/** The name webpack gave the file, without its content hash: "main.js", "page-about.js", "594.js". */
export function chunkName(file) {
  return file.replace(/\.[0-9a-f]{8,}(\.js)$/, '$1');
}

/**
 * What a script holds, by group, as shares of its generated code (largest first), and the app that
 * built it. `map` is the parsed source map, or null when the script has none.
 */
export function contentsOf(code, map) {
  if (!map || !Array.isArray(map.sources) || typeof map.mappings !== 'string') return { container: null, groups: [] };
  const characters = charactersPerSource(code, map.mappings);
  const byGroup = new Map();
  let total = 0;
  for (const [index, count] of characters) {
    const source = map.sources[index];
    if (source === undefined) continue;
    const group = groupOfSource(source);
    const entry = byGroup.get(group) ?? { count: 0, topSource: source, topCount: 0 };
    entry.count += count;
    if (count > entry.topCount) Object.assign(entry, { topSource: source, topCount: count });
    byGroup.set(group, entry);
    total += count;
  }
  const groups = [...byGroup]
    .map(([group, { count, topSource }]) => ({ group, share: total > 0 ? count / total : 0, topFile: topSource.split('/').pop() }))
    .sort((a, b) => b.share - a.share || a.group.localeCompare(b.group));
  const container = map.sources.map((source) => splitSource(source).container).find(Boolean) ?? null;
  return { container, groups };
}

/**
 * A stable label for each script of one measurement: "remoteEntry.js of mfe_analyzer" and
 * "main.js of shell" for the entry files, otherwise the group holding most of the script. Two scripts
 * with the same main group are told apart by the largest source file of that group in each
 * ("react-dom (react-dom-client.production.js)"), then by a number.
 * @param {{ file: string, app: string | null, contents: { container: string | null, groups: { group: string, share: number, topFile: string }[] } }[]} scripts
 * @returns {string[]}
 */
export function labelScripts(scripts) {
  const first = scripts.map(({ file, app, contents }) => {
    const name = chunkName(file.split('/').pop() ?? file);
    const owner = contents.container ?? app ?? 'unknown app';
    if (name === 'remoteEntry.js' || name === 'main.js') return `${name} of ${owner}`;
    return contents.groups[0]?.group ?? `${owner} ${name} (no source map)`;
  });
  const labels = first.map((label, index) => {
    const same = first.filter((other) => other === label).length;
    const topFile = scripts[index].contents.groups[0]?.topFile;
    return same > 1 && topFile ? `${label} (${topFile})` : label;
  });
  const seen = new Map();
  return labels.map((label) => {
    const count = (seen.get(label) ?? 0) + 1;
    seen.set(label, count);
    return count === 1 ? label : `${label} #${count}`;
  });
}
