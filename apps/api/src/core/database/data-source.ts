import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config';
import { dataSourceOptions } from './data-source-options';

/** For ops: `npm run migration:run` / `migration:revert` / `migration:generate` use this file. */
export default new DataSource(dataSourceOptions(loadConfig()));
