/** Counted words of the log: "1 lap", "3 laps". */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
export const laps = (n: number) => plural(n, 'lap');
