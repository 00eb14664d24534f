// Placeholder for the command-line entry point (`npm run cli`).
// The real CLI (headless games against the rules engine) is still to be written.
const args = process.argv.slice(2);
console.log('automobiles cli: not implemented yet', args.length > 0 ? `(args: ${args.join(' ')})` : '');
