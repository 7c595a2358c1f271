import { maxPracticePhotos, type TOwnPracticePhotos } from '@tabib/shared';
import type { Database } from '../../db/client.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../errors.ts';
import { practicePhotoVariants, type PracticePhotoStore } from '../../media/practice-photo-store.ts';
import {
  deletePracticePhoto,
  findPracticePhoto,
  insertPracticePhoto,
  listPracticePhotos,
  lockOwnedDoctorId,
  reorderPracticePhotos,
  updatePracticePhoto,
  type PracticePhotoRecord,
} from './practice-photo-repository.ts';

export interface PracticePhotoServiceDependencies {
  database: Database;
  photos: PracticePhotoStore;
}

/** Alternative texts by language; a language left out keeps its text. */
export interface PhotoAltTexts {
  fr?: string | undefined;
  en?: string | undefined;
  ar?: string | undefined;
}

/** Who acts: the signed-in account, which must own a doctor page. */
export interface PracticePhotoActor {
  userId: number;
}

/** A photo to add: the uploaded bytes and its alternative texts. */
export interface AddPracticePhotoOptions extends PracticePhotoActor {
  upload: Buffer | undefined;
  alt: PhotoAltTexts;
}

/** A photo's alternative texts changed. */
export interface DescribePracticePhotoOptions extends PracticePhotoActor {
  id: number;
  alt: PhotoAltTexts;
}

/** A photo removed. */
export interface RemovePracticePhotoOptions extends PracticePhotoActor {
  id: number;
}

/** The photos' new order: every photo's id once. */
export interface ReorderPracticePhotosOptions extends PracticePhotoActor {
  ids: number[];
}

function presentPhotos(rows: PracticePhotoRecord[]): TOwnPracticePhotos {
  return {
    photos: rows.map((row, index) => ({
      id: row.id,
      position: index,
      alt: { fr: row.altFr, en: row.altEn, ar: row.altAr },
      variants: practicePhotoVariants(row.image),
    })),
  };
}

/**
 * A doctor's photos of the practice (decision 074): at most six, in the doctor's order, each with
 * an alternative text per language. Only the account that owns the page reaches them: every photo
 * is looked up under the owner's doctor row, so another doctor's id is simply not found.
 */
export function createPracticePhotoService(dependencies: PracticePhotoServiceDependencies) {
  const { database, photos } = dependencies;
  const { db } = database;

  /** Runs `work` with the account's doctor row locked: concurrent writes of one practice queue. */
  async function withOwnPractice<T>(userId: number, work: (tx: typeof db, doctorId: number) => Promise<T>) {
    return db.transaction(async (tx) => {
      const doctorId = await lockOwnedDoctorId(tx, userId);
      if (doctorId === undefined) throw new Forbidden('not_a_doctor');
      return work(tx, doctorId);
    });
  }

  async function listOwnPhotos(options: PracticePhotoActor): Promise<TOwnPracticePhotos> {
    return withOwnPractice(options.userId, async (tx, doctorId) =>
      presentPhotos(await listPracticePhotos(tx, doctorId)),
    );
  }

  /** Adds a photo at the end; a seventh is refused (409) before the image is stored. */
  async function addPhoto(options: AddPracticePhotoOptions): Promise<TOwnPracticePhotos> {
    if (!options.upload) throw new Invalid('invalid_input', [{ field: 'photo', key: 'required' }]);
    const upload = options.upload;
    // Counted first, so a full gallery costs no image work; counted again under the lock.
    const before = await listOwnPhotos(options);
    if (before.photos.length >= maxPracticePhotos) throw new Conflict('too_many_practice_photos');
    const doctorId = await withOwnPractice(options.userId, async (_tx, id) => id);
    const key = await photos.save(upload, doctorId);
    try {
      return await withOwnPractice(options.userId, async (tx, id) => {
        const rows = await listPracticePhotos(tx, id);
        if (rows.length >= maxPracticePhotos) throw new Conflict('too_many_practice_photos');
        await insertPracticePhoto(tx, {
          doctorId: id,
          image: key,
          position: rows.length,
          altFr: options.alt.fr ?? '',
          altEn: options.alt.en ?? '',
          altAr: options.alt.ar ?? '',
        });
        return presentPhotos(await listPracticePhotos(tx, id));
      });
    } catch (error) {
      await photos.remove(key);
      throw error;
    }
  }

  async function describePhoto(options: DescribePracticePhotoOptions): Promise<TOwnPracticePhotos> {
    return withOwnPractice(options.userId, async (tx, doctorId) => {
      const photo = await findPracticePhoto(tx, doctorId, options.id);
      if (!photo) throw new NotFound('practice_photo_not_found');
      await updatePracticePhoto(tx, photo.id, {
        ...(options.alt.fr === undefined ? {} : { altFr: options.alt.fr }),
        ...(options.alt.en === undefined ? {} : { altEn: options.alt.en }),
        ...(options.alt.ar === undefined ? {} : { altAr: options.alt.ar }),
      });
      return presentPhotos(await listPracticePhotos(tx, doctorId));
    });
  }

  /** Removes a photo and its files; the others close up their order. */
  async function removePhoto(options: RemovePracticePhotoOptions): Promise<TOwnPracticePhotos> {
    const { answer, image } = await withOwnPractice(options.userId, async (tx, doctorId) => {
      const photo = await findPracticePhoto(tx, doctorId, options.id);
      if (!photo) throw new NotFound('practice_photo_not_found');
      await deletePracticePhoto(tx, photo.id);
      const rest = await listPracticePhotos(tx, doctorId);
      await reorderPracticePhotos(
        tx,
        doctorId,
        rest.map((row) => row.id),
      );
      return { answer: presentPhotos(await listPracticePhotos(tx, doctorId)), image: photo.image };
    });
    await photos.remove(image);
    return answer;
  }

  /** Puts the photos in the given order: the ids must be exactly the doctor's photos (else 400). */
  async function reorderPhotos(options: ReorderPracticePhotosOptions): Promise<TOwnPracticePhotos> {
    return withOwnPractice(options.userId, async (tx, doctorId) => {
      const rows = await listPracticePhotos(tx, doctorId);
      const own = new Set(rows.map((row) => row.id));
      const sameSet = options.ids.length === own.size && new Set(options.ids).size === own.size;
      if (!sameSet || !options.ids.every((id) => own.has(id)))
        throw new Invalid('invalid_input', [{ field: 'ids', key: 'invalid_value' }]);
      await reorderPracticePhotos(tx, doctorId, options.ids);
      return presentPhotos(await listPracticePhotos(tx, doctorId));
    });
  }

  return { listOwnPhotos, addPhoto, describePhoto, removePhoto, reorderPhotos };
}

export type PracticePhotoService = ReturnType<typeof createPracticePhotoService>;
