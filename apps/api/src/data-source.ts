import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from './core/config';
import { appDataSourceOptions } from './database';

/** For ops: `npm run migration:run` / `migration:revert` / `migration:generate` use this file. */
export default new DataSource(appDataSourceOptions(loadConfig()));
