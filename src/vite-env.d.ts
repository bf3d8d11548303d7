/// <reference types="vite/client" />

/** ISO time of the build, shown (+9 h, KST) by the version overlay of non-production builds. */
declare const __BUILD_TIME__: string;
declare const __APP_RELEASE__: string;
