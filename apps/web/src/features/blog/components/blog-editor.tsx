import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Group, Stack, Tabs, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { blogPostInputSchema, type BlogPost, type BlogPostInput } from '@tmc/shared/blog-schemas';
import { ApiError } from '../../../lib/api-client';
import { useSaveBlogPost } from '../api/admin-blog-posts';
import { MarkdownText } from './markdown-text';

export interface BlogEditorProps {
  /** The post being edited; null writes a new one. */
  post: BlogPost | null;
  onSaved: (post: BlogPost) => void;
  onCancel: () => void;
}

const EMPTY: BlogPostInput = { title: '', bodyMd: '', published: true };

/** The administrators' editor of a post: title, Markdown text with a preview, published or draft. */
export function BlogEditor({ post, onSaved, onCancel }: BlogEditorProps) {
  const { t } = useTranslation();
  const save = useSaveBlogPost();
  const form = useForm<BlogPostInput, unknown, { title: string; bodyMd: string; published: boolean }>({
    resolver: zodResolver(blogPostInputSchema),
    defaultValues: EMPTY,
  });
  useEffect(() => {
    form.reset(post ? { title: post.title, bodyMd: post.bodyMd, published: post.publishedAt !== null } : EMPTY);
  }, [post, form]);
  const body = form.watch('bodyMd');

  const submit = form.handleSubmit(async (values) => {
    try {
      onSaved(await save.mutateAsync({ id: post?.id ?? null, input: values }));
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field === 'title' || field === 'bodyMd') form.setError(field, { type: 'server', message });
        }
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={post ? t('blog.editor.editLabel') : t('blog.editor.newLabel')}>
      <Stack gap="md">
        {save.isError && (
          <Alert color="red" role="alert" title={t('blog.editor.saveError')}>
            {save.error.message}
          </Alert>
        )}
        <TextInput label={t('blog.editor.title')} required error={form.formState.errors.title?.message} {...form.register('title')} />
        <Tabs defaultValue="write">
          <Tabs.List>
            <Tabs.Tab value="write">{t('blog.editor.write')}</Tabs.Tab>
            <Tabs.Tab value="preview">{t('blog.editor.preview')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="write" pt="sm">
            <Textarea
              label={t('blog.editor.body')}
              description={t('blog.editor.bodyHint')}
              required
              autosize
              minRows={10}
              error={form.formState.errors.bodyMd?.message}
              {...form.register('bodyMd')}
            />
          </Tabs.Panel>
          <Tabs.Panel value="preview" pt="sm">
            <MarkdownText text={body ?? ''} />
          </Tabs.Panel>
        </Tabs>
        <Controller
          control={form.control}
          name="published"
          render={({ field }) => (
            <Checkbox label={t('blog.editor.published')} checked={field.value ?? true} onChange={(e) => field.onChange(e.currentTarget.checked)} />
          )}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('blog.editor.save')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('blog.editor.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
