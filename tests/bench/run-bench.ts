// Placeholder for `npm run bench` (rules-engine benchmark, incl. the boardgame.io comparison).
console.log('bench: no benchmarks yet');
