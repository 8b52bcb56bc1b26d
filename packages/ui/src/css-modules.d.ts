declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export default classes;
}

declare module '*.css';

declare module '*.woff2?url' {
  const url: string;
  export default url;
}
