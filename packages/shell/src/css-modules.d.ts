declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export default classes;
}

/** The display font file the document preloads (through the design system's DisplayFontPreload). */
declare module '*.woff2?url' {
  const url: string;
  export default url;
}
