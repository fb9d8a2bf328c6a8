/** `import catalogs from 'virtual:nusa-catalogs'`, served by @nusa/lingui-config/catalogs (see ../vite.config.ts). */
declare module 'virtual:nusa-catalogs' {
  const catalogs: import('@nusa/i18n/i18n').CatalogLoaders;
  export default catalogs;
}
