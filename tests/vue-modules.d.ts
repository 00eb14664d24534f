/**
 * The node-side type check (tsconfig.json) reaches the renderer's registry through the unit
 * tests (log wording, records, rules index): its kits name their screens in lazy `import()`s,
 * which it types as any component (vue-tsc, tsconfig.web.json, checks the screens themselves).
 */
declare module '*.vue' {
  import type { DefineComponent } from 'vue';
  const component: DefineComponent<object, object, unknown>;
  export default component;
}
