// What every bench reads and prints: a number given on the command line (`--runs 3`), and the median of runs.

/** The number after `name` on the command line, else `fallback`. */
export function numberArgument(name, fallback) {
  const index = process.argv.indexOf(name);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
}

/** The middle value (the upper one of an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
