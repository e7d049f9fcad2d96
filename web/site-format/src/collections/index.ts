export * from './page-collections.js'
