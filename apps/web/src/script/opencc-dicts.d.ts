// opencc-js publishes its dictionaries as modules under `opencc-js/dict/*` without types.
declare module 'opencc-js/dict/*' {
  const dict: string;
  export default dict;
}
