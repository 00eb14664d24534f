/**
 * docs/ai.md's solo-series tables from the solo records: `npx tsx tests/bench/solo-ladder-table.ts`
 * (each line of docs/ai/automobiles-solo.jsonl and automobiles-solo-mixed.jsonl one
 * `arena --solo … --json` run, compacted by `jq -c .`).
 */
import { mixedMarkdown, readMixedFields, readSoloRecord, soloMarkdown } from '../helpers/solo-record';

console.log(soloMarkdown(readSoloRecord('docs/ai/automobiles-solo.jsonl')));
console.log();
console.log(mixedMarkdown(readMixedFields('docs/ai/automobiles-solo-mixed.jsonl')));
