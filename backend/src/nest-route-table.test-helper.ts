import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import type { TestApp } from '../../test/test-app';
import type { Role } from './contracts/identity';
import { IS_PUBLIC, ROLES } from './shared/http/auth';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One route of the app as Nest's router serves it, with the decorators that guard it. */
export interface Route {
  method: Method;
  /** Express style, with the global prefix: /api/projects/:id */
  path: string;
  handler: string;
  isPublic: boolean;
  roles: Role[] | undefined;
}

function joinPath(...parts: string[]): string {
  const joined = `/${parts
    .map((p) => p.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;
  return joined === '/' ? '/' : joined;
}

const asArray = (value: unknown): string[] =>
  Array.isArray(value) ? (value as string[]) : [typeof value === 'string' ? value : ''];

/** Every route of every controller, with the decorators that guard it (walked like Nest's router does). */
export function discoverRoutes(t: TestApp): Route[] {
  const scanner = new MetadataScanner();
  const routes: Route[] = [];
  for (const module of t.running.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!controller) continue;
      const proto = controller.prototype as Record<string, unknown>;
      for (const name of scanner.getAllMethodNames(proto)) {
        const handler = proto[name] as object;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined) continue;
        const read = <T>(key: string): T | undefined =>
          (Reflect.getMetadata(key, handler) as T | undefined) ??
          (Reflect.getMetadata(key, controller) as T | undefined);
        for (const base of asArray(Reflect.getMetadata(PATH_METADATA, controller))) {
          for (const sub of asArray(Reflect.getMetadata(PATH_METADATA, handler))) {
            routes.push({
              method: RequestMethod[method] as Method,
              path: joinPath('api', base, sub),
              handler: `${controller.name}.${name}`,
              isPublic: read<boolean>(IS_PUBLIC) === true,
              roles: read<Role[]>(ROLES),
            });
          }
        }
      }
    }
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

export const keyOf = (r: Pick<Route, 'method' | 'path'>) => `${r.method} ${r.path}`;
