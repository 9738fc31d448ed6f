/** The Emscripten build of eSpeak NG (npm `espeak-ng`): each call runs its command line once in a new instance. */
declare module 'espeak-ng' {
  interface ESpeakNgInstance {
    FS: { readFile(path: string): Uint8Array };
  }
  export default function ESpeakNg(options: {
    arguments: string[];
    print?: (text: string) => void;
    printErr?: (text: string) => void;
  }): Promise<ESpeakNgInstance>;
}
