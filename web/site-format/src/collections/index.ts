export * from './page-collections.js'
export * from './collection-list-block.js'
