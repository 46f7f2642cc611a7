import type Bwip from 'bwip-js';
import type * as ExcelJS from 'exceljs';
import type * as Nodemailer from 'nodemailer';
import type * as PdfLib from 'pdf-lib';
import type * as SentryNode from '@sentry/node';
import type Unzipper from 'unzipper';

/**
 * Libraries loaded at their first use rather than with the API: workbooks, PDFs, barcodes, mail
 * and error reporting serve a few requests, and loading exceljs, unzipper, @sentry/node and pdf-lib
 * was about 1 s of every start (a CPU profile of one API test file: of its 3.4 s), paid by each of
 * the API tests' servers. Node keeps a loaded module, so each call after the first is a lookup.
 * Types come from the `import type`s above, which compile to nothing.
 */
export const excel = () => require('exceljs') as typeof ExcelJS;
export const pdfLib = () => require('pdf-lib') as typeof PdfLib;
export const bwip = () => require('bwip-js') as typeof Bwip;
export const nodemailer = () => require('nodemailer') as typeof Nodemailer;
export const sentry = () => require('@sentry/node') as typeof SentryNode;
export const unzipper = () => require('unzipper') as typeof Unzipper;
