// The fuzzy matching behind PostgREST's "Perhaps you meant …" hints: the Haskell fuzzyset package 0.2.4
// (src/Data/FuzzySet.hs, Internal.hs, Util.hs) as PostgREST builds it (fromList: n-grams of 2 and 3,
// Levenshtein on). An entry is a candidate when it shares an n-gram with the query (3, then 2); candidates
// score 1 − edit distance / longer length, on the lower-cased strings.

const GRAM_SIZES_LARGEST_FIRST = [3, 2];
/** Only the best cosine matches are scored by edit distance. */
const LEVENSHTEIN_CANDIDATES = 50;

/** Util.normalized: lower-cased, keeping letters, digits, white space (Data.Char.isSpace) and commas. */
const isKept = (char: string) => /^[\p{L}\p{N},\t\n\v\f\r\p{Zs}]$/u.test(char);

/** Internal.grams: the n-character substrings of the normalized value enclosed in hyphens. */
function grams(value: string, size: number): string[] {
  const chars = ['-', ...[...value.toLowerCase()].filter(isKept), '-'];
  const found: string[] = [];
  for (let offset = 0; offset + size <= chars.length; offset += 1) found.push(chars.slice(offset, offset + size).join(''));
  return found;
}

function gramVector(value: string, size: number): Map<string, number> {
  const vector = new Map<string, number>();
  for (const gram of grams(value, size)) vector.set(gram, (vector.get(gram) ?? 0) + 1);
  return vector;
}

const magnitude = (vector: Map<string, number>) => Math.sqrt([...vector.values()].reduce((sum, count) => sum + count * count, 0));

/** text-metrics' levenshteinNorm, over characters (code points). */
function levenshteinNorm(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  let previous = Array.from({ length: right.length + 1 }, (_, at) => at);
  for (let i = 1; i <= left.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= right.length; j += 1) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (left[i - 1] === right[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  const distance = previous[right.length];
  return distance === 0 ? 1 : 1 - distance / Math.max(left.length, right.length);
}

/** FuzzySet.getOneWithMinScore: the entry closest to `value` scoring at least `minScore`, or null. */
export function closestEntry(entries: readonly string[], value: string, minScore: number): string | null {
  const key = value.toLowerCase();
  const exact = entries.find((entry) => entry.toLowerCase() === key);
  if (exact !== undefined) return exact;
  for (const size of GRAM_SIZES_LARGEST_FIRST) {
    const query = gramVector(key, size);
    const queryMagnitude = magnitude(query);
    const candidates = entries
      .map((entry) => {
        const vector = gramVector(entry.toLowerCase(), size);
        let dot = 0;
        let shared = false;
        for (const [gram, count] of query) {
          const other = vector.get(gram);
          if (other !== undefined) {
            shared = true;
            dot += count * other;
          }
        }
        return { entry, shared, cosine: dot / (queryMagnitude * magnitude(vector)) };
      })
      .filter((candidate) => candidate.shared)
      .sort((a, b) => b.cosine - a.cosine)
      .slice(0, LEVENSHTEIN_CANDIDATES)
      .map(({ entry }) => ({ entry, score: levenshteinNorm(key, entry.toLowerCase()) }))
      .sort((a, b) => b.score - a.score)
      .filter((candidate) => candidate.score >= minScore);
    if (candidates.length > 0) return candidates[0].entry;
  }
  return null;
}
