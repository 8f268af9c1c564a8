// The service's version, from package.json, for health diagnostics and the OpenAPI documents.
import pkg from '../package.json' with { type: 'json' };

export const SERVICE_VERSION: string = pkg.version;
