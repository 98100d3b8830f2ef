/** API fixtures for this remote's unit tests. */
import type { Testimonial } from '@terrabridge/api-client';
import type { Service } from '../services/components/services-grid';

export function sampleServices(): Service[] {
  return [
    {
      id: 2,
      slug: 'ai-solutions',
      name: 'AI Solutions',
      nameEs: 'Soluciones de Inteligencia Artificial',
      description: 'Practical AI that saves time.',
      descriptionEs: 'Inteligencia artificial práctica que ahorra tiempo.',
      price: 3200,
      priceCents: 320000,
      fixedPrice: false,
      features: ['Bilingual customer support assistant'],
      featuresEs: ['Asistente bilingüe de atención al cliente'],
      icon: 'robot',
      sortOrder: 2,
    },
    {
      id: 1,
      slug: 'web-design',
      name: 'Web Design & Development',
      nameEs: 'Diseño y Desarrollo Web',
      description: 'Fast, accessible websites.',
      descriptionEs: 'Sitios web rápidos y accesibles.',
      price: 2500,
      priceCents: 250000,
      fixedPrice: false,
      features: ['Mobile-first responsive design', 'Search engine optimization basics'],
      featuresEs: ['Diseño adaptable pensado primero para celulares'],
      icon: 'laptop-code',
      sortOrder: 1,
    },
  ];
}

export function sampleTestimonials(): Testimonial[] {
  return [
    {
      id: 11,
      name: 'Sarah Mitchell',
      position: 'Owner',
      company: 'Mitchell Outdoor Supply',
      content: 'Online sales are up more than seventy percent.',
      contentEs: 'Las ventas en línea crecieron más de un setenta por ciento.',
      rating: 5,
      image: null,
    },
    {
      id: 12,
      name: 'Dr. James Holloway',
      position: 'Practice Director',
      company: 'Blue Ridge Dental Studio',
      content: 'Half of our new patients now book online.',
      contentEs: null,
      rating: 4.5,
      image: '/images/testimonials/james-holloway.jpg',
    },
    {
      id: 13,
      name: 'Lucía Fernández',
      position: 'Co-founder',
      company: 'Café Rambla',
      content: 'Our social media finally has a consistent voice.',
      contentEs: 'Nuestras redes por fin tienen una voz coherente.',
      rating: 4,
      image: null,
    },
  ];
}
