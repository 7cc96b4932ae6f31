export { default as templateGenerator, templateNames, type TemplateGeneratorOptions } from './generators/template/generator';
