import { getMetadataStorage } from 'class-validator';

const REFUSES_UNKNOWN = Symbol('refusesUnknownFields');

/**
 * A body that takes only its declared fields: any other key is answered per field ('Unknown
 * field: x'), as the generated resources' bodies are. Bodies without it ignore other keys.
 */
export function RefuseUnknownFields(): ClassDecorator {
  return (target) => {
    Reflect.defineMetadata(REFUSES_UNKNOWN, true, target);
  };
}

/** The keys of a checked body that its class does not declare, when the class refuses them. */
export function unknownKeysOf(body: object): string[] {
  const type = body.constructor;
  if (typeof type !== 'function' || !Reflect.getMetadata(REFUSES_UNKNOWN, type)) return [];
  const declared = new Set(getMetadataStorage().getTargetValidationMetadatas(type, '', true, false).map((m) => m.propertyName));
  // 'constructor': the pipe's stand-in for a body that is no object carries it
  return Object.keys(body).filter((key) => key !== 'constructor' && !declared.has(key));
}
