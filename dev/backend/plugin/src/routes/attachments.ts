import type { RequestHandler } from 'express';
import promiseRouter from 'express-promise-router';
import multer from 'multer';
import { z } from 'zod';
import type { DomainRouter } from './types';
import { LIMITS, attachmentUuid, type Attachment } from '@agora/contract';
import { NotFoundError } from '@backstage/errors';
import { badRequest, HttpError } from '../domain/errors';
import { callerOf } from '../domain/caller';
import { imageMimeType } from '../service/imageType';
import { inPath, parseParams } from '../service/validation';
import { loadAttachment, saveAttachment } from '../stores/attachments';

const uuidParams = z.object({
  uuid: inPath(attachmentUuid, 'Attachment not found'),
});

/** Multer's errors become the contract's JSON errors (413 for size). */
function singleImage(): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: LIMITS.attachmentMaxBytes, files: 1 },
  }).single('image');
  return (req, res, next) =>
    upload(req, res, err => {
      if (!err) return next();
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE') {
          return next(new HttpError(413, 'Images may be at most 5 MB'));
        }
        return next(badRequest(`Upload refused: ${err.message}`, 'image'));
      }
      return next(badRequest('Malformed multipart body', 'image'));
    });
}

/** Uploads: `POST /attachments` (signed in) stores a checked image. */
export const attachmentsRouter: DomainRouter = ({ db, settings }) => {
  const router = promiseRouter();
  const directory = settings.attachmentsDirectory;
  const base = `${settings.backendBaseUrl}/api/agora`;

  router.post('/attachments', singleImage(), async (req, res) => {
    const caller = callerOf(req);
    if (!req.file)
      throw badRequest(
        'Send the image as the multipart field "image"',
        'image',
      );
    const mimeType = imageMimeType(req.file.buffer);
    if (!mimeType)
      throw new HttpError(
        415,
        'Only PNG, JPEG, GIF and WebP images are accepted',
      );
    const { id, uuid } = await saveAttachment(
      db,
      { data: req.file.buffer, mimeType },
      caller.userRef,
      directory,
    );
    const body: Attachment = {
      id,
      uuid,
      locationUri: `${base}/attachments/${uuid}`,
      mimeType,
    };
    res.status(201).json(body);
  });

  return router;
};

/**
 * `GET /attachments/:uuid`, mounted before the identity middleware: `<img>`
 * requests carry no token, and the random uuid is the capability. Content
 * never changes for a uuid, so it may be cached forever.
 */
export const attachmentFilesRouter: DomainRouter = ({ db }) => {
  const router = promiseRouter();
  router.get('/attachments/:uuid', async (req, res) => {
    const { uuid } = parseParams(uuidParams, req);
    const image = await loadAttachment(db, uuid);
    if (!image) throw new NotFoundError('Attachment not found');
    res
      .status(200)
      .set({
        'Content-Type': image.mimeType,
        'Cache-Control': 'public, max-age=31536000, immutable',
        // Stored bytes are checked images; never let a browser sniff them into HTML.
        'X-Content-Type-Options': 'nosniff',
      })
      .send(image.data);
  });
  return router;
};
