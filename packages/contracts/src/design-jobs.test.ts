import { defaultPriceBook } from '@boardforge/domain/pricing/price-book.ts';
import { describe, expect, it } from 'vitest';
import { designJobLimits, publishDesignJobRequestSchema } from './design-jobs.ts';

const job = {
  pins: 300,
  layers: 4,
  bgaPins: 256,
  bgaPitchMm: 0.8,
  diffPairGbps: 5,
  minTraceMil: 4,
  boardLengthMm: 80,
  boardWidthMm: 60,
  description: 'ESP32-S3 sensor board, USB-C, two cameras',
  wishedDate: '2026-12-20',
  fileIds: ['3f0c5a8e-1b2d-4c3e-8f9a-0b1c2d3e4f50'],
};

/** The issues of a refused job as path, code and the limit zod names (undefined when the job is accepted). */
function refusalOf(value: unknown) {
  const result = publishDesignJobRequestSchema.safeParse(value);
  if (result.success) return undefined;
  return result.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    code: issue.code,
    limit: 'maximum' in issue ? issue.maximum : 'minimum' in issue ? issue.minimum : undefined,
  }));
}

describe('publishing a layout design job', () => {
  it('accepts a job within the capability, with BGA pins defaulting to none and no files yet', () => {
    expect(refusalOf(job)).toBeUndefined();
    const { bgaPins: _bga, bgaPitchMm: _pitch, fileIds: _files, ...plain } = job;
    expect(publishDesignJobRequestSchema.parse(plain)).toMatchObject({ bgaPins: 0, fileIds: [] });
  });

  it.each([
    ['layers', designJobLimits.maxLayers],
    ['pins', designJobLimits.maxPins],
    ['bgaPins', designJobLimits.maxBgaPins],
    ['diffPairGbps', designJobLimits.maxDiffPairGbps],
    ['boardLengthMm', designJobLimits.maxBoardSideMm],
  ] as const)('accepts %s at its limit %d and refuses one more, naming the field and the limit', (field, limit) => {
    const atLimit = { ...job, pins: designJobLimits.maxPins, [field]: limit };
    expect(refusalOf(atLimit)).toBeUndefined();
    expect(refusalOf({ ...atLimit, [field]: limit + 1 })).toEqual([{ path: field, code: 'too_big', limit }]);
  });

  it('accepts a BGA pitch of 0.20 mm and refuses a finer one, naming bgaPitchMm and 0.2', () => {
    expect(refusalOf({ ...job, bgaPitchMm: 0.2 })).toBeUndefined();
    expect(refusalOf({ ...job, bgaPitchMm: 0.19 })).toEqual([{ path: 'bgaPitchMm', code: 'too_small', limit: 0.2 }]);
  });

  it('refuses a trace finer than 2 mil, zero pins or layers, and fractions of a count', () => {
    expect(refusalOf({ ...job, minTraceMil: 2 })).toBeUndefined();
    expect(refusalOf({ ...job, minTraceMil: 1.9 })).toEqual([{ path: 'minTraceMil', code: 'too_small', limit: 2 }]);
    expect(refusalOf({ ...job, pins: 0 })?.[0]).toEqual({ path: 'pins', code: 'too_small', limit: 1 });
    expect(refusalOf({ ...job, layers: 0 })?.[0]).toEqual({ path: 'layers', code: 'too_small', limit: 1 });
    expect(refusalOf({ ...job, layers: 2.5 })?.[0]?.path).toBe('layers');
  });

  it('refuses more BGA pins than pins, and BGA pins without their pitch', () => {
    expect(refusalOf({ ...job, bgaPins: 301 })).toEqual([{ path: 'bgaPins', code: 'too_big', limit: 300 }]);
    const { bgaPitchMm: _pitch, ...withoutPitch } = job;
    expect(refusalOf(withoutPitch)).toEqual([{ path: 'bgaPitchMm', code: 'custom', limit: undefined }]);
    expect(refusalOf({ ...withoutPitch, bgaPins: 0 })).toBeUndefined();
  });

  it('bounds the description, the files and the date', () => {
    const longest = 'x'.repeat(designJobLimits.maxDescriptionLength);
    expect(refusalOf({ ...job, description: longest })).toBeUndefined();
    expect(refusalOf({ ...job, description: `${longest}x` })).toEqual([
      { path: 'description', code: 'too_big', limit: designJobLimits.maxDescriptionLength },
    ]);
    expect(refusalOf({ ...job, description: '' })?.[0]?.path).toBe('description');
    expect(refusalOf({ ...job, description: 'a\u0000b' })?.[0]?.path).toBe('description');
    const files = Array.from({ length: designJobLimits.maxFiles + 1 }, () => job.fileIds[0]);
    expect(refusalOf({ ...job, fileIds: files })).toEqual([
      { path: 'fileIds', code: 'too_big', limit: designJobLimits.maxFiles },
    ]);
    expect(refusalOf({ ...job, fileIds: ['not-an-id'] })?.[0]?.path).toBe('fileIds.0');
    expect(refusalOf({ ...job, wishedDate: '2026-02-30' })?.[0]?.path).toBe('wishedDate');
  });

  it("states the same capability as the price book's estimate", () => {
    const capability = defaultPriceBook.layoutDesign.capability;
    expect(capability).toMatchObject({
      maxLayers: designJobLimits.maxLayers,
      maxPins: designJobLimits.maxPins,
      maxBgaPins: designJobLimits.maxBgaPins,
      minBgaPitchMm: designJobLimits.minBgaPitchMm,
      maxDiffPairGbps: designJobLimits.maxDiffPairGbps,
      minTraceMil: designJobLimits.minTraceMil,
    });
  });
});
