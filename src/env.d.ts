/** The app's version, from package.json (vite `define`). */
declare const __APP_VERSION__: string;
