export * from './queues/mail.js'
