import type { Knex } from 'knex';
import { normalRef } from '../domain/refs';
import type { Template, TemplateRequest } from '@agora/contract';
import { NotFoundError } from '@backstage/errors';
import { insertedId, nowIso } from './dbValues';

/** Tags and entities are stored as JSON text, like attachment id lists. */
function stringsOf(value: unknown): string[] {
  try {
    const parsed = typeof value === 'string' ? JSON.parse(value) : value;
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

const toTemplate = (r: any): Template => ({
  id: Number(r.id),
  title: r.title,
  description: r.description ?? '',
  ...(r.question_title ? { questionTitle: r.question_title } : {}),
  ...(r.question_content ? { questionContent: r.question_content } : {}),
  tags: stringsOf(r.tags),
  entities: stringsOf(r.entities),
});

const toRow = (t: TemplateRequest) => ({
  title: t.title,
  description: t.description,
  question_title: t.questionTitle ?? null,
  question_content: t.questionContent ?? null,
  tags: JSON.stringify(t.tags ?? []),
  entities: JSON.stringify((t.entities ?? []).map(normalRef)),
});

export async function listTemplates(db: Knex) {
  const rows = await db('templates').orderBy('title').orderBy('id');
  return { templates: rows.map(toTemplate), total: rows.length };
}

export async function readTemplate(db: Knex, id: number): Promise<Template> {
  const row = await db('templates').where('id', id).first();
  if (!row) throw new NotFoundError('Template not found');
  return toTemplate(row);
}

export async function createTemplate(db: Knex, t: TemplateRequest) {
  return insertedId(
    await db('templates')
      .insert({ ...toRow(t), created: nowIso() })
      .returning('id'),
  );
}

export async function updateTemplate(db: Knex, id: number, t: TemplateRequest) {
  const changed = await db('templates').where('id', id).update(toRow(t));
  if (changed === 0) throw new NotFoundError('Template not found');
}

export async function deleteTemplate(db: Knex, id: number) {
  const deleted = await db('templates').where('id', id).delete();
  if (deleted === 0) throw new NotFoundError('Template not found');
}
