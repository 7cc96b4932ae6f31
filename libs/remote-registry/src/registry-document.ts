import { remoteEntrySchema, templateDescriptorSchema, type TemplateDescriptor } from '@schoolpage/content-contract';
import { z } from 'zod';

/** One published build of a remote: where its manifest is and when it went live. */
export const deploymentSchema = z.object({
  version: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/),
  entry: z.string().min(1),
  deployedAt: z.string(),
});

export { remoteEntrySchema, templateDescriptorSchema };

/**
 * What the operator's registry holds on top of the built-in remotes and templates:
 * `remotes` (the entry each overridden remote uses now), `templates` (added or changed
 * descriptors) and `history` (every deployment of each remote, oldest first, for rollback).
 */
export const registryDocumentSchema = z.object({
  remotes: z.array(remoteEntrySchema).default([]),
  templates: z.array(templateDescriptorSchema).default([]),
  history: z.record(z.string(), z.array(deploymentSchema)).default({}),
});

export type Deployment = z.infer<typeof deploymentSchema>;
export type RegistryDocument = z.infer<typeof registryDocumentSchema>;
/** A template the operator registered: exactly the contract's TemplateDescriptor. */
export type RegisteredTemplate = TemplateDescriptor;

export const emptyRegistry = (): RegistryDocument => ({ remotes: [], templates: [], history: {} });
