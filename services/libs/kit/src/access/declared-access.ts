import 'reflect-metadata'
import type { Type } from '@nestjs/common'
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js'
import { ACCESS, type AccessRule } from './access.decorator.js'

/** A route's declared access (its handler's, else its controller's). */
export function declaredAccess(controller: Type, handler: unknown): AccessRule | undefined {
  return (Reflect.getMetadata(ACCESS, handler as object) ??
    Reflect.getMetadata(ACCESS, controller)) as AccessRule | undefined
}

/** `Controller.method` of every route that declares no access (the guard refuses them). */
export function routesWithoutAccess(controllers: readonly Type[]): string[] {
  const missing: string[] = []
  for (const controller of controllers) {
    const proto = controller.prototype as Record<string, unknown>
    for (const name of Object.getOwnPropertyNames(proto)) {
      const handler = proto[name]
      if (name === 'constructor' || typeof handler !== 'function') continue
      if (Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue
      if (Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue
      if (!declaredAccess(controller, handler)) missing.push(`${controller.name}.${name}`)
    }
  }
  return missing
}
