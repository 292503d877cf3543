import { designJobPaths } from '@boardforge/contracts/design-job-views.ts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { postFile } from './fixtures/upload-requests.ts';

/** A tiny real PDF header (the files module reads the content, not the name). */
export const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/** Uploads a design file as a customer (or staff with `isStaff`) and returns its id. */
export async function uploadDesignFile(
  app: FastifyInstance,
  cookie: string,
  file: { filename: string; content: Uint8Array; kind: string },
  isStaff = false,
): Promise<string> {
  const response = await postFile(
    app,
    isStaff ? designJobPaths.erpUploadFile : designJobPaths.uploadFile,
    { filename: file.filename, content: file.content },
    { cookie, fields: { kind: file.kind } },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.fileId as string;
}

/** A valid publishing request of `pins` pins. */
export function buildPublishRequest(pins: number, fileIds: string[] = []) {
  return {
    pins,
    layers: 6,
    bgaPins: 0,
    boardLengthMm: 100,
    boardWidthMm: 80,
    description: 'A six-layer controller board',
    fileIds,
  };
}

/** POST/GET one design route as JSON. */
export function callDesign(
  app: FastifyInstance,
  cookie: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

/** Publishes a job and returns its detail. */
export async function publishJob(app: FastifyInstance, cookie: string, pins: number, fileIds: string[] = []) {
  const response = await callDesign(app, cookie, 'POST', designJobPaths.publish, buildPublishRequest(pins, fileIds));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { jobId: string; jobNo: string; status: string; quotedPrice: number | null };
}

/** Takes one action as the customer (`isStaff` false) or staff; returns the raw answer. */
export function act(
  app: FastifyInstance,
  cookie: string,
  request: { jobId: string; action: string; fromStatus: string; payload: Record<string, unknown> },
  isStaff: boolean,
): Promise<LightMyRequestResponse> {
  return callDesign(app, cookie, 'POST', isStaff ? designJobPaths.erpAction : designJobPaths.action, request);
}

/** Takes one action and expects it to succeed; returns the job detail. */
export async function actOk(
  app: FastifyInstance,
  cookie: string,
  request: { jobId: string; action: string; fromStatus: string; payload: Record<string, unknown> },
  isStaff: boolean,
) {
  const response = await act(app, cookie, request, isStaff);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    status: string;
    allowedActions: string[];
    rounds: { number: number; isReplaced: boolean; answer: unknown }[];
  };
}

/** Pays a quoted job through the sandbox gateway. */
export async function payWithSandbox(app: FastifyInstance, cookie: string, jobId: string): Promise<void> {
  const started = await callDesign(app, cookie, 'POST', designJobPaths.pay, { jobId, channel: 'sandbox' });
  expect(started.statusCode, started.body).toBe(200);
  const paymentId = started.json().data.paymentId as string;
  const settled = await callDesign(app, cookie, 'POST', '/api/dev/sandbox/pay', { paymentId, result: 'paid' });
  expect(settled.statusCode, settled.body).toBe(200);
}
