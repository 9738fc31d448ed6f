/** The Emscripten build of eSpeak NG (npm `espeak-ng`): each call runs its command line once in a new instance. */
declare module 'espeak-ng' {
  /** Opaque WebAssembly objects: the server's TypeScript libraries do not declare WebAssembly. */
  export type WasmModule = { readonly brand: 'WebAssembly.Module' };
  export type WasmInstance = { readonly brand: 'WebAssembly.Instance' };

  interface ESpeakNgInstance {
    FS: { readFile(path: string): Uint8Array };
  }
  export default function ESpeakNg(options: {
    arguments: string[];
    print?: (text: string) => void;
    printErr?: (text: string) => void;
    /** Emscripten's hook to instantiate the module itself (from one compiled beforehand); answers `{}` and calls `done`. */
    instantiateWasm?: (imports: object, done: (instance: WasmInstance, module: WasmModule) => void) => Record<string, never>;
  }): Promise<ESpeakNgInstance>;
}
