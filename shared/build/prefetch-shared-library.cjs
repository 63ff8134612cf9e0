// Warms the rest of @whalewatch/shared once the shell's first page is up (issue 23). The first page
// loads only `@whalewatch/shared/core`; the package's index (forms, dialogs, addresses, the api helpers
// most screens use) is needed by the first remote screen or lazy page the visitor opens. index.html
// names its chunks as <link rel="prefetch">: the browser fetches them at idle priority into its cache
// without running them, as the shell already does for the remotes it warms, so that first screen finds
// them there instead of on the network. The first render does not wait for them.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PrefetchSharedLibraryPlugin';

/** The .js files the runtime loads when a shared module the build provides is first asked for. */
function providedChunkFiles(compilation, shareKey) {
  const files = new Set();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module' || module._name !== shareKey) continue;
    for (const block of module.blocks) {
      for (const chunk of compilation.chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
        for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      }
    }
  }
  return files;
}

class PrefetchSharedLibraryPlugin {
  /**
   * @param {object} options
   * @param {string} options.library    share key to warm (the package's index)
   * @param {string} options.firstPage  share key the first page loads anyway (core): not warmed twice
   * @param {string} options.publicPath
   */
  constructor({ library, firstPage, publicPath }) {
    this.library = library;
    this.firstPage = firstPage;
    this.publicPath = publicPath;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const loaded = providedChunkFiles(compilation, this.firstPage);
        const warm = [...providedChunkFiles(compilation, this.library)].filter((file) => !loaded.has(file)).sort();
        if (warm.length === 0) throw new Error(`${NAME}: no chunks found for ${this.library}`);
        const links = warm.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'prefetch', as: 'script', href: `${this.publicPath}${file}` }),
        );
        return { ...data, headTags: [...data.headTags, ...links] };
      });
    });
  }
}

module.exports = { PrefetchSharedLibraryPlugin };
