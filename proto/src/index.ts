export * from './queues/mail.js'
export * from './gen/tessera/sites/v1/sites_internal_pb.js'
export * from './gen/tessera/assets/v1/assets_internal_pb.js'
