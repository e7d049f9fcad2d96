export * from './migrate.js'
