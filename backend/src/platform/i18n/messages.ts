export type Language = 'en' | 'es';

/**
 * Every message the API words for people, in English and Spanish. Validators and services use
 * the keys; the error filter answers in the request's language. `{n}`-style placeholders are
 * filled from the params given with the key.
 */
export const MESSAGES = {
  'auth.username.required': {
    en: 'Username is required',
    es: 'El nombre de usuario es obligatorio',
  },
  'auth.username.min': {
    en: 'Username must be at least 7 characters',
    es: 'El nombre de usuario debe tener al menos 7 caracteres',
  },
  'auth.username.max': {
    en: 'Username must be at most 50 characters',
    es: 'El nombre de usuario debe tener como máximo 50 caracteres',
  },
  'auth.username.format': {
    en: 'Username may only contain letters, numbers, dots, hyphens and underscores',
    es: 'El nombre de usuario solo puede contener letras, números, puntos, guiones y guiones bajos',
  },
  'auth.username.taken': {
    en: 'Username is already taken',
    es: 'Este nombre de usuario ya está en uso',
  },
  'auth.email.required': { en: 'Email is required', es: 'El correo electrónico es obligatorio' },
  'auth.email.invalid': {
    en: 'Please enter a valid email address',
    es: 'Por favor ingresa una dirección de correo electrónico válida',
  },
  'auth.email.max': {
    en: 'Email must be at most 255 characters',
    es: 'El correo electrónico debe tener como máximo 255 caracteres',
  },
  'auth.email.taken': {
    en: 'Email is already registered',
    es: 'Este correo electrónico ya está registrado',
  },
  'auth.password.required': { en: 'Password is required', es: 'La contraseña es obligatoria' },
  'auth.password.min': {
    en: 'Password must be at least 10 characters',
    es: 'La contraseña debe tener al menos 10 caracteres',
  },
  'auth.password.max': {
    en: 'Password must be at most 128 characters',
    es: 'La contraseña debe tener como máximo 128 caracteres',
  },
  'auth.password.classes': {
    en: 'Password must include uppercase and lowercase letters, numbers, and special characters',
    es: 'La contraseña debe incluir letras mayúsculas y minúsculas, números y caracteres especiales',
  },
  'auth.password.common': {
    en: 'This password is too common. Please choose a less predictable one',
    es: 'Esta contraseña es demasiado común. Por favor elige una menos predecible',
  },
  'auth.firstName.required': { en: 'First name is required', es: 'El nombre es obligatorio' },
  'auth.firstName.max': {
    en: 'First name must be at most 100 characters',
    es: 'El nombre debe tener como máximo 100 caracteres',
  },
  'auth.lastName.required': { en: 'Last name is required', es: 'El apellido es obligatorio' },
  'auth.lastName.max': {
    en: 'Last name must be at most 100 characters',
    es: 'El apellido debe tener como máximo 100 caracteres',
  },
  'auth.phone.max': {
    en: 'Phone must be at most 20 characters',
    es: 'El teléfono debe tener como máximo 20 caracteres',
  },
  'auth.language.invalid': {
    en: "Language must be 'en' or 'es'",
    es: "El idioma debe ser 'en' o 'es'",
  },
  'auth.login.invalid': {
    en: 'Invalid username or password',
    es: 'Usuario o contraseña incorrectos',
  },
  'auth.login.inactive': {
    en: 'This account has been deactivated. To use it again, contact us at {email} or {phone}',
    es: 'Esta cuenta ha sido desactivada. Para volver a usarla, escríbenos a {email} o llámanos al {phone}',
  },
  'auth.session.required': {
    en: 'You need to sign in',
    es: 'Necesitas iniciar sesión',
  },
  'auth.forbidden': {
    en: 'You do not have access to this',
    es: 'No tienes acceso a esto',
  },
  'auth.token.required': { en: 'Token is required', es: 'El token es obligatorio' },
  'auth.token.invalid': {
    en: 'This link is invalid or has expired. Please request a new one',
    es: 'Este enlace no es válido o ha caducado. Por favor solicita uno nuevo',
  },
  'auth.forgot.sent': {
    en: 'If an account exists for that email, we have sent a link to reset the password',
    es: 'Si existe una cuenta con ese correo, te enviamos un enlace para restablecer la contraseña',
  },
  'auth.reset.usable': {
    en: 'This link can be used to choose a new password',
    es: 'Puedes usar este enlace para elegir una nueva contraseña',
  },
  'auth.reset.done': {
    en: 'Your password has been changed. Please sign in with the new one',
    es: 'Tu contraseña ha sido cambiada. Inicia sesión con la nueva',
  },
  'auth.verify.done': {
    en: 'Your email address is verified',
    es: 'Tu correo electrónico está verificado',
  },
  'auth.logout.done': {
    en: 'You have been logged out successfully',
    es: 'Has cerrado sesión correctamente',
  },
  'http.origin.forbidden': {
    en: 'Cross-site request refused',
    es: 'Solicitud de otro sitio rechazada',
  },
  'http.rateLimited': {
    en: 'Too many attempts. Please try again in {seconds} seconds',
    es: 'Demasiados intentos. Por favor inténtalo de nuevo en {seconds} segundos',
  },
  'http.input.characters': {
    en: 'The request contains characters that are not allowed',
    es: 'La solicitud contiene caracteres no permitidos',
  },
  'http.input.depth': {
    en: 'The request body is nested too deeply',
    es: 'El cuerpo de la solicitud tiene demasiados niveles anidados',
  },
  'http.id.invalid': {
    en: 'The id must be a positive whole number',
    es: 'El id debe ser un número entero positivo',
  },
  'http.slug.invalid': {
    en: 'The slug may only contain lowercase letters, numbers and single hyphens (at most 200 characters)',
    es: 'El slug solo puede contener letras minúsculas, números y guiones simples (como máximo 200 caracteres)',
  },
  'users.notFound': { en: 'User not found', es: 'Usuario no encontrado' },
  'clients.notFound': { en: 'Client not found', es: 'Cliente no encontrado' },
  'clients.role.invalid': { en: 'role must be user or admin', es: 'role debe ser user o admin' },
  'clients.active.invalid': {
    en: 'active must be true or false',
    es: 'active debe ser true o false',
  },
  'clients.reactivate.deleted': {
    en: 'This account was deleted at its owner’s request and cannot be reactivated',
    es: 'Esta cuenta se eliminó a pedido de quien la tenía y no se puede reactivar',
  },
  'clients.deactivate.self': {
    en: 'You cannot deactivate your own account',
    es: 'No puedes desactivar tu propia cuenta',
  },
  'clients.verification.alreadyDone': {
    en: 'This client has already verified their email address',
    es: 'El correo de este cliente ya está verificado',
  },
  'account.currentPassword.required': {
    en: 'Current password is required',
    es: 'La contraseña actual es obligatoria',
  },
  'account.currentPassword.wrong': {
    en: 'The current password is not correct',
    es: 'La contraseña actual no es correcta',
  },
  'account.password.changed': {
    en: 'Your password has been changed and your other sessions have been signed out',
    es: 'Tu contraseña ha sido cambiada y se cerraron tus otras sesiones',
  },
  'account.email.same': {
    en: 'That is already your email address',
    es: 'Ese ya es tu correo electrónico',
  },
  'account.email.sent': {
    en: 'We sent a link to {email}. Your address changes when you open it',
    es: 'Te enviamos un enlace a {email}. Tu dirección cambiará cuando lo abras',
  },
  'account.verification.sent': {
    en: 'We sent a new verification link to your email address',
    es: 'Te enviamos un nuevo enlace de verificación a tu correo electrónico',
  },
  'account.verification.alreadyDone': {
    en: 'Your email address is already verified',
    es: 'Tu correo electrónico ya está verificado',
  },
  'account.session.notFound': { en: 'Session not found', es: 'Sesión no encontrada' },
  'account.session.ended': {
    en: 'That session has been signed out',
    es: 'Se cerró esa sesión',
  },
  'account.sessions.othersEnded': {
    en: 'You have been signed out everywhere else',
    es: 'Cerraste sesión en todos los demás dispositivos',
  },
  'twoFactor.code.invalid': {
    en: 'That code is not right, or it was already used. Try the newest code',
    es: 'Ese código no es correcto o ya se usó. Prueba con el código más reciente',
  },
  'twoFactor.code.required': {
    en: 'Enter the 6-digit code from your authenticator app, or a recovery code',
    es: 'Escribe el código de 6 dígitos de tu app de autenticación o un código de recuperación',
  },
  'twoFactor.code.format': {
    en: 'The code has 6 digits',
    es: 'El código tiene 6 dígitos',
  },
  'twoFactor.pending.invalid': {
    en: 'Your sign-in has expired. Enter your username and password again',
    es: 'Tu inicio de sesión caducó. Vuelve a escribir tu usuario y contraseña',
  },
  'twoFactor.alreadyEnabled': {
    en: 'Two-factor sign-in is already on',
    es: 'El inicio de sesión en dos pasos ya está activado',
  },
  'twoFactor.notEnabled': {
    en: 'Two-factor sign-in is not on',
    es: 'El inicio de sesión en dos pasos no está activado',
  },
  'twoFactor.setupFirst': {
    en: 'Start the set-up first, then enter a code from your app',
    es: 'Primero inicia la configuración y luego escribe un código de tu app',
  },
  'twoFactor.enrolmentRequired': {
    en: 'Set up two-factor sign-in in Settings before you continue',
    es: 'Configura el inicio de sesión en dos pasos en Ajustes antes de continuar',
  },
  'twoFactor.disabled': {
    en: 'Two-factor sign-in is off',
    es: 'El inicio de sesión en dos pasos está desactivado',
  },
  'twoFactor.reset': {
    en: 'Two-factor sign-in was turned off for this client',
    es: 'Se desactivó el inicio de sesión en dos pasos de este cliente',
  },
  'services.notFound': { en: 'Service not found', es: 'Servicio no encontrado' },
  'services.name.required': { en: 'Write the service name', es: 'Escribe el nombre del servicio' },
  'services.name.max': {
    en: 'The name can be at most 150 characters',
    es: 'El nombre puede tener como máximo 150 caracteres',
  },
  'services.description.required': {
    en: 'Write a description',
    es: 'Escribe una descripción',
  },
  'services.description.max': {
    en: 'The description can be at most 2,000 characters',
    es: 'La descripción puede tener como máximo 2.000 caracteres',
  },
  'services.price.invalid': {
    en: 'The price must be a whole number of cents from 0 to 100,000,000',
    es: 'El precio debe ser un número entero de centavos entre 0 y 100.000.000',
  },
  'services.features.invalid': {
    en: 'Features must be a list of at most 20 texts of up to 200 characters',
    es: 'Las características deben ser una lista de hasta 20 textos de hasta 200 caracteres',
  },
  'services.icon.invalid': {
    en: 'The icon must be laptop-code, robot or paint-brush',
    es: 'El icono debe ser laptop-code, robot o paint-brush',
  },
  'services.slug.invalid': {
    en: 'The slug must be lowercase letters and digits joined by single hyphens (at most 100 characters)',
    es: 'El slug debe tener letras minúsculas y números unidos por guiones simples (máximo 100 caracteres)',
  },
  'services.slug.taken': {
    en: 'Another service already uses the slug {slug}',
    es: 'Otro servicio ya usa el slug {slug}',
  },
  'services.sortOrder.invalid': {
    en: 'The order must be a whole number from 0 to 10,000',
    es: 'El orden debe ser un número entero entre 0 y 10.000',
  },
  'services.fixedPrice.invalid': {
    en: 'Fixed price must be true or false',
    es: 'Precio fijo debe ser verdadero o falso',
  },
  'services.order.invalid': {
    en: 'Send every service id exactly once, in the new order',
    es: 'Envía el id de cada servicio exactamente una vez, en el nuevo orden',
  },
  'projects.notFound': { en: 'Project not found', es: 'Proyecto no encontrado' },
  'notifications.preference.invalid': {
    en: 'Each notification choice must be true or false',
    es: 'Cada opción de avisos debe ser true o false',
  },
  'testimonialRequest.invalid': {
    en: 'This testimonial link is not valid: it was already used or has expired',
    es: 'Este enlace para tu testimonio no es válido: ya se usó o venció',
  },
  'testimonialRequest.content.required': {
    en: 'Please write a few words about the project',
    es: 'Escribe unas palabras sobre el proyecto',
  },
  'testimonialRequest.content.max': {
    en: 'The testimonial can be at most 2,000 characters',
    es: 'El testimonio puede tener como máximo 2.000 caracteres',
  },
  'testimonialRequest.rating.invalid': {
    en: 'The rating must be a whole number of stars from 1 to 5',
    es: 'La valoración debe ser un número entero de estrellas del 1 al 5',
  },
  'testimonialRequest.thanks': {
    en: 'Thank you! Your testimonial will appear once the team has reviewed it.',
    es: '¡Gracias! Tu testimonio aparecerá cuando el equipo lo haya revisado.',
  },
  'testimonialRequest.field.max': {
    en: 'Your position and company can be at most 100 characters each',
    es: 'Tu cargo y tu empresa pueden tener como máximo 100 caracteres cada uno',
  },
  'projects.featured.invalid': {
    en: "featured must be 'true' or 'false'",
    es: "featured debe ser 'true' o 'false'",
  },
  'projects.title.required': {
    en: 'Project title is required',
    es: 'El título del proyecto es obligatorio',
  },
  'projects.title.max': {
    en: 'The title is at most 255 characters',
    es: 'El título tiene como máximo 255 caracteres',
  },
  'projects.client.required': { en: 'Client is required', es: 'El cliente es obligatorio' },
  'projects.client.notFound': {
    en: 'That client does not exist',
    es: 'Ese cliente no existe',
  },
  'projects.description.max': {
    en: 'The description is at most 20000 characters',
    es: 'La descripción tiene como máximo 20000 caracteres',
  },
  'projects.status.invalid': {
    en: 'The status must be one of: pending, planning, in_progress, review, completed, archived',
    es: 'El estado debe ser uno de: pending, planning, in_progress, review, completed, archived',
  },
  'projects.date.invalid': {
    en: 'Dates must be real calendar dates (YYYY-MM-DD)',
    es: 'Las fechas deben ser fechas reales (AAAA-MM-DD)',
  },
  'projects.endDate.beforeStart': {
    en: 'The end date cannot be before the start date',
    es: 'La fecha de fin no puede ser anterior a la de inicio',
  },
  'projects.featured.boolean': {
    en: 'featured must be true or false',
    es: 'featured debe ser true o false',
  },
  'projects.category.max': {
    en: 'The category is at most 100 characters',
    es: 'La categoría tiene como máximo 100 caracteres',
  },
  'projects.gallery.invalid': {
    en: 'The gallery lists at most 20 images uploaded to this project (or already in its gallery)',
    es: 'La galería admite como máximo 20 imágenes subidas a este proyecto (o que ya estén en ella)',
  },
  'projects.image.type': {
    en: 'Only PNG, JPEG, GIF or WebP images can go in the gallery',
    es: 'En la galería solo puedes poner imágenes PNG, JPEG, GIF o WebP',
  },
  'projects.image.required': { en: 'Choose an image to upload', es: 'Elige una imagen para subir' },
  'projects.results.invalid': {
    en: 'Each result needs a label in English and Spanish (at most 100 characters) and a percent from 0 to 100; at most 12 results',
    es: 'Cada resultado necesita una etiqueta en inglés y en español (máximo 100 caracteres) y un porcentaje de 0 a 100; como máximo 12 resultados',
  },
  'projects.features.invalid': {
    en: 'Features are at most 30 bullets of at most 200 characters each',
    es: 'Las características son como máximo 30 puntos de 200 caracteres cada uno',
  },
  'projects.adminNotes.max': {
    en: 'Admin notes are at most 20000 characters',
    es: 'Las notas internas tienen como máximo 20000 caracteres',
  },
  'projects.archived.readOnly': {
    en: 'This project is archived: restore it before editing',
    es: 'Este proyecto está archivado: restáuralo antes de editarlo',
  },
  'projects.filter.status.invalid': {
    en: 'Unknown status filter',
    es: 'Filtro de estado desconocido',
  },
  'projects.filter.clientId.invalid': {
    en: 'clientId must be a positive whole number',
    es: 'clientId debe ser un número entero positivo',
  },
  'mail.notFound': { en: 'Message not found', es: 'Mensaje no encontrado' },
  'mail.resend.sent': {
    en: 'This message has already been sent',
    es: 'Este mensaje ya se envió',
  },
  'mail.resend.busy': {
    en: 'This message is already queued for sending',
    es: 'Este mensaje ya está en cola para enviarse',
  },
  'mail.resend.held': {
    en: 'This message is kept until a mail transport is configured (SMTP_URL); it is sent then',
    es: 'Este mensaje se conserva hasta que se configure el envío de correo (SMTP_URL); se enviará entonces',
  },
  'admin.mail.status.smtp': {
    en: 'Mail is sent over SMTP through {host}.',
    es: 'El correo se envía por SMTP a través de {host}.',
  },
  'admin.mail.status.none': {
    en: 'No mail transport is configured (SMTP_URL or GMAIL_*): messages wait in the outbox as held until one is.',
    es: 'No hay envío de correo configurado (SMTP_URL o GMAIL_*): los mensajes esperan retenidos en la bandeja de salida hasta que lo haya.',
  },
  'admin.mail.status.gmail': {
    en: 'Mail is sent through Gmail (OAuth2) as {user}.',
    es: 'El correo se envía por Gmail (OAuth2) como {user}.',
  },
  'admin.gmail.ok': {
    en: 'Gmail accepted the refresh token: mail can be sent as {user}.',
    es: 'Gmail aceptó el token de actualización: el correo se puede enviar como {user}.',
  },
  'admin.gmail.invalidGrant': {
    en: 'Gmail refused the refresh token (invalid_grant): it was revoked or has expired. Renew it and set GMAIL_REFRESH_TOKEN.',
    es: 'Gmail rechazó el token de actualización (invalid_grant): se revocó o caducó. Renuévalo y configura GMAIL_REFRESH_TOKEN.',
  },
  'admin.gmail.refused': {
    en: 'Gmail refused the credentials ({error}): check GMAIL_CLIENT_ID and GMAIL_CLIENT_SECRET.',
    es: 'Gmail rechazó las credenciales ({error}): revisa GMAIL_CLIENT_ID y GMAIL_CLIENT_SECRET.',
  },
  'admin.gmail.unreachable': {
    en: "Gmail's token service could not be reached: {reason}",
    es: 'No se pudo contactar con el servicio de tokens de Gmail: {reason}',
  },
  'admin.stripe.mode.test': { en: 'test', es: 'prueba' },
  'admin.stripe.mode.live': { en: 'live', es: 'reales' },
  'admin.stripe.status.test': {
    en: 'Stripe is configured with test keys: no real money moves.',
    es: 'Stripe está configurado con claves de prueba: no se mueve dinero real.',
  },
  'admin.stripe.status.live': {
    en: 'Stripe is configured with live keys: payments are real.',
    es: 'Stripe está configurado con claves reales: los pagos son reales.',
  },
  'admin.stripe.status.missing': {
    en: 'Card payments are off: set {missing}. Clients can still pay by bank transfer.',
    es: 'Los pagos con tarjeta están desactivados: configura {missing}. Los clientes pueden pagar por transferencia bancaria.',
  },
  'admin.stripe.status.incomplete': {
    en: 'Stripe is configured ({environment} keys), but {missing} is not set.',
    es: 'Stripe está configurado (claves de {environment}), pero falta {missing}.',
  },
  'admin.stripe.status.mismatch': {
    en: 'The Stripe publishable and secret keys are of different modes (test and live).',
    es: 'Las claves publicable y secreta de Stripe son de modos distintos (prueba y real).',
  },
  'admin.gmail.notTransport.smtp': {
    en: 'Gmail with OAuth2 is not the mail transport: mail is sent over SMTP through {host}, so there are no Gmail credentials to test.',
    es: 'Gmail con OAuth2 no es el envío de correo: el correo se envía por SMTP a través de {host}, así que no hay credenciales de Gmail que probar.',
  },
  'admin.gmail.notTransport.none': {
    en: 'Gmail with OAuth2 is not the mail transport, and no transport is configured (SMTP_URL or GMAIL_*): there are no Gmail credentials to test.',
    es: 'Gmail con OAuth2 no es el envío de correo, y no hay envío configurado (SMTP_URL o GMAIL_*): no hay credenciales de Gmail que probar.',
  },
  'admin.mailTest.to.invalid': {
    en: 'to must be an email address',
    es: 'to debe ser una dirección de correo electrónico',
  },
  'admin.mailTest.noTransport': {
    en: 'No mail transport is configured (SMTP_URL or GMAIL_*): there is nothing to test',
    es: 'No hay envío de correo configurado (SMTP_URL o GMAIL_*): no hay nada que probar',
  },
  'admin.mailTest.subject': {
    en: 'TerraBridge mail test',
    es: 'Prueba de correo de TerraBridge',
  },
  'admin.mailTest.text': {
    en: 'This test message was sent from the admin panel on {time} to check that mail is delivered. No reply is needed.',
    es: 'Este mensaje de prueba se envió desde el panel de administración el {time} para comprobar que el correo se entrega. No hace falta que respondas.',
  },
  'admin.outbox.status.invalid': {
    en: 'status must be held, queued, sent or failed',
    es: 'status debe ser held, queued, sent o failed',
  },
  'blog.notFound': { en: 'Blog post not found', es: 'Artículo no encontrado' },
  'blog.title.required': { en: 'Write a title', es: 'Escribe un título' },
  'blog.title.max': {
    en: 'The title can be at most 255 characters',
    es: 'El título puede tener como máximo 255 caracteres',
  },
  'blog.content.required': {
    en: 'Write the body of the post',
    es: 'Escribe el cuerpo del artículo',
  },
  'blog.content.max': {
    en: 'The body can be at most 50,000 characters',
    es: 'El cuerpo puede tener como máximo 50.000 caracteres',
  },
  'blog.excerpt.max': {
    en: 'The excerpt can be at most 300 characters',
    es: 'El extracto puede tener como máximo 300 caracteres',
  },
  'blog.slug.invalid': {
    en: 'The slug must be lowercase letters and digits joined by single hyphens (at most 200 characters)',
    es: 'El slug debe tener letras minúsculas y números unidos por guiones simples (máximo 200 caracteres)',
  },
  'blog.slug.taken': {
    en: 'Another post already uses the slug {slug}',
    es: 'Otro artículo ya usa el slug {slug}',
  },
  'blog.published.invalid': {
    en: 'published must be true or false',
    es: 'published debe ser true o false',
  },
  'blog.publishedAt.invalid': {
    en: 'The publish date must be a date and time (ISO 8601)',
    es: 'La fecha de publicación debe ser una fecha y hora (ISO 8601)',
  },
  'blog.image.invalid': {
    en: 'The featured image must be an image uploaded for the blog',
    es: 'La imagen destacada debe ser una imagen subida para el blog',
  },
  'blog.imageAlt.required': {
    en: 'Describe the featured image for people who cannot see it (alt text)',
    es: 'Describe la imagen destacada para quienes no pueden verla (texto alternativo)',
  },
  'blog.imageAlt.max': {
    en: 'The alt text can be at most 200 characters',
    es: 'El texto alternativo puede tener como máximo 200 caracteres',
  },
  'blog.status.invalid': {
    en: 'status must be draft, scheduled or published',
    es: 'status debe ser draft, scheduled o published',
  },
  'social.notFound': { en: 'Post not found', es: 'Publicación no encontrada' },
  'social.platform.invalid': {
    en: 'Platform must be twitter, facebook, instagram or linkedin',
    es: 'La plataforma debe ser twitter, facebook, instagram o linkedin',
  },
  'social.content.required': {
    en: 'Content cannot be empty',
    es: 'El contenido no puede estar vacío',
  },
  'social.content.min': {
    en: 'Content must be at least 10 characters',
    es: 'El contenido debe tener al menos 10 caracteres',
  },
  'social.content.max': {
    en: 'A post can be at most 63,206 characters',
    es: 'Una publicación puede tener como máximo 63.206 caracteres',
  },
  'social.hashtags.invalid': {
    en: "Hashtags must be a list of at most 30 words of letters, digits or '_'",
    es: "Los hashtags deben ser una lista de hasta 30 palabras de letras, dígitos o '_'",
  },
  'social.aiGenerated.invalid': {
    en: 'aiGenerated must be true or false',
    es: 'aiGenerated debe ser true o false',
  },
  'social.status.invalid': {
    en: 'status must be draft, awaiting_approval, approved, changes_requested, scheduled, due or posted',
    es: 'status debe ser draft, awaiting_approval, approved, changes_requested, scheduled, due o posted',
  },
  'social.comment.required': {
    en: 'Tell the team what to change',
    es: 'Cuéntale al equipo qué cambiar',
  },
  'social.comment.max': {
    en: 'A comment can be at most 2000 characters',
    es: 'Un comentario puede tener como máximo 2000 caracteres',
  },
  'social.schedule.invalid': {
    en: 'scheduledDate must be a date and time with its time zone, such as 2026-12-01T15:00:00Z',
    es: 'scheduledDate debe ser una fecha y hora con su zona horaria, como 2026-12-01T15:00:00Z',
  },
  'social.schedule.past': {
    en: 'Choose a time in the future',
    es: 'Elige una fecha y hora en el futuro',
  },
  'social.schedule.tooLong': {
    en: 'This post is longer than {platform} allows: shorten it before you schedule it',
    es: 'Esta publicación es más larga de lo que {platform} permite: acórtala antes de programarla',
  },
  'social.schedule.tooFar': {
    en: 'Choose a time within the next two years',
    es: 'Elige una fecha dentro de los próximos dos años',
  },
  'social.calendar.invalid': {
    en: 'from and to must be dates and times with their time zone, to after from, at most 62 days apart',
    es: 'from y to deben ser fechas y horas con su zona horaria, to después de from, con hasta 62 días entre ambas',
  },
  'social.origin.invalid': {
    en: 'origin must be team or client',
    es: 'origin debe ser team o client',
  },
  'social.clientId.invalid': {
    en: 'clientId must be the id of an active client',
    es: 'clientId debe ser el id de un cliente activo',
  },
  'social.transition.edit': {
    en: 'This post cannot be edited now',
    es: 'Esta publicación no se puede editar ahora',
  },
  'social.transition.approve': {
    en: 'This post is not waiting for your approval',
    es: 'Esta publicación no está esperando tu aprobación',
  },
  'social.transition.requestChanges': {
    en: 'You can ask for changes only on a post the team drafted for you, before you schedule it',
    es: 'Solo puedes pedir cambios en una publicación que el equipo preparó para ti, antes de programarla',
  },
  'social.transition.schedule': {
    en: 'Approve this post before you schedule it',
    es: 'Aprueba esta publicación antes de programarla',
  },
  'social.transition.unschedule': {
    en: 'This post is not scheduled',
    es: 'Esta publicación no está programada',
  },
  'social.transition.markPosted': {
    en: 'Only a scheduled post can be marked as posted: schedule it first',
    es: 'Solo una publicación programada se puede marcar como publicada: prográmala primero',
  },
  'social.postedUrl.invalid': {
    en: 'The link must be a web address starting with http:// or https://',
    es: 'El enlace debe ser una dirección web que empiece por http:// o https://',
  },
  'recommendations.notFound': {
    en: 'Saved recommendations not found',
    es: 'Recomendaciones guardadas no encontradas',
  },
  'recommendations.topics.invalid': {
    en: 'topics must be a list of 1 to 20 texts of at most 300 characters',
    es: 'topics debe ser una lista de 1 a 20 textos de hasta 300 caracteres',
  },
  'recommendations.contentTypes.invalid': {
    en: 'contentTypes must be a list of at most 20 texts of at most 300 characters',
    es: 'contentTypes debe ser una lista de hasta 20 textos de hasta 300 caracteres',
  },
  'recommendations.platforms.invalid': {
    en: 'platforms must list twitter, facebook, instagram or linkedin',
    es: 'platforms debe listar twitter, facebook, instagram o linkedin',
  },
  'social.transition.revise': {
    en: 'The team can revise only a post it drafted, until the client schedules it',
    es: 'El equipo solo puede revisar una publicación que preparó, hasta que el cliente la programe',
  },
  'contact.name.required': { en: 'Name is required', es: 'El nombre es obligatorio' },
  'contact.name.max': {
    en: 'Name must be at most 100 characters',
    es: 'El nombre debe tener como máximo 100 caracteres',
  },
  'contact.email.invalid': {
    en: 'Valid email is required',
    es: 'Se requiere un correo electrónico válido',
  },
  'contact.message.required': { en: 'Message is required', es: 'El mensaje es obligatorio' },
  'contact.message.max': {
    en: 'Message must be at most 5000 characters',
    es: 'El mensaje debe tener como máximo 5000 caracteres',
  },
  'contact.serviceId.invalid': {
    en: 'serviceId must be the id of one of the listed services',
    es: 'serviceId debe ser el id de uno de los servicios listados',
  },
  'contact.serviceId.unknown': {
    en: 'The selected service does not exist',
    es: 'El servicio seleccionado no existe',
  },
  'contact.serviceType.invalid': {
    en: "serviceType may only be 'other'",
    es: "serviceType solo puede ser 'other'",
  },
  'contact.notFound': {
    en: 'Contact submission not found',
    es: 'Mensaje de contacto no encontrado',
  },
  'contact.resolved.invalid': {
    en: 'resolved must be true or false',
    es: 'resolved debe ser true o false',
  },
  'contact.status.invalid': {
    en: "status must be 'pending' or 'resolved'",
    es: "status debe ser 'pending' o 'resolved'",
  },
  'contact.reply.subject.max': {
    en: 'Subject must be at most 200 characters',
    es: 'El asunto debe tener como máximo 200 caracteres',
  },
  'contact.reply.body.required': {
    en: 'Reply text is required',
    es: 'El texto de la respuesta es obligatorio',
  },
  'contact.reply.body.max': {
    en: 'Reply text must be at most 10000 characters',
    es: 'El texto de la respuesta debe tener como máximo 10000 caracteres',
  },
  'testimonials.notFound': { en: 'Testimonial not found', es: 'Testimonio no encontrado' },
  'testimonials.status.invalid': {
    en: "status must be 'pending' or 'approved'",
    es: "status debe ser 'pending' o 'approved'",
  },
  'testimonials.approved.invalid': {
    en: 'approved must be true or false',
    es: 'approved debe ser true o false',
  },
  'testimonials.name.required': { en: 'Name is required', es: 'El nombre es obligatorio' },
  'testimonials.name.max': {
    en: 'Name must be at most 100 characters',
    es: 'El nombre debe tener como máximo 100 caracteres',
  },
  'testimonials.position.max': {
    en: 'Role must be at most 100 characters',
    es: 'El cargo debe tener como máximo 100 caracteres',
  },
  'testimonials.company.max': {
    en: 'Company must be at most 150 characters',
    es: 'La empresa debe tener como máximo 150 caracteres',
  },
  'testimonials.content.required': {
    en: 'The testimonial text is required',
    es: 'El texto del testimonio es obligatorio',
  },
  'testimonials.content.max': {
    en: 'The testimonial text must be at most 2000 characters',
    es: 'El texto del testimonio debe tener como máximo 2000 caracteres',
  },
  'testimonials.contentEs.max': {
    en: 'The Spanish text must be at most 2000 characters',
    es: 'El texto en español debe tener como máximo 2000 caracteres',
  },
  'testimonials.rating.invalid': {
    en: 'Rating must be from 1 to 5 in half steps',
    es: 'La calificación debe ser de 1 a 5, en pasos de medio punto',
  },
  'testimonials.image.invalid': {
    en: 'The portrait must be a path on this site or an https address of at most 500 characters',
    es: 'El retrato debe ser una ruta de este sitio o una dirección https de como máximo 500 caracteres',
  },
  'files.notFound': { en: 'File not found', es: 'Archivo no encontrado' },
  'files.tooLarge': {
    en: 'Each file can be at most {maxMb} MB',
    es: 'Cada archivo puede pesar como máximo {maxMb} MB',
  },
  'files.tooMany': {
    en: 'You can attach at most {maxFiles} files at once',
    es: 'Puedes adjuntar como máximo {maxFiles} archivos a la vez',
  },
  'files.unexpectedField': {
    en: "Files must be sent in the 'files' field",
    es: "Los archivos deben enviarse en el campo 'files'",
  },
  'files.form.invalid': {
    en: 'The upload could not be read; please try again',
    es: 'No pudimos leer la subida; inténtalo de nuevo',
  },
  'files.empty': { en: 'The file {name} is empty', es: 'El archivo {name} está vacío' },
  'files.type.notImage': {
    en: 'The file {name} is not an image: use PNG, JPEG, GIF or WebP',
    es: 'El archivo {name} no es una imagen: usa PNG, JPEG, GIF o WebP',
  },
  'files.required': { en: 'Choose a file to upload', es: 'Elige un archivo para subir' },
  'files.type.unsupported': {
    en: 'The file {name} is not an allowed type: images (PNG, JPEG, GIF, WebP), PDF, Word, Excel or PowerPoint documents, zip or plain text',
    es: 'El archivo {name} no es de un tipo permitido: imágenes (PNG, JPEG, GIF, WebP), PDF, documentos de Word, Excel o PowerPoint, zip o texto plano',
  },
  'audit.action.invalid': {
    en: 'action must be lowercase letters, dots and underscores (at most 80)',
    es: 'action debe tener letras minúsculas, puntos y guiones bajos (como máximo 80)',
  },
  'audit.actorId.invalid': {
    en: 'actorId must be a positive whole number',
    es: 'actorId debe ser un número entero positivo',
  },
  'audit.target.invalid': {
    en: 'targetType and targetId must be short names (letters, digits, _ and -)',
    es: 'targetType y targetId deben ser nombres cortos (letras, dígitos, _ y -)',
  },
  'audit.date.invalid': {
    en: 'from and to must be dates or date-times (ISO 8601)',
    es: 'from y to deben ser fechas o fechas con hora (ISO 8601)',
  },
  'pagination.cursor.invalid': {
    en: 'The cursor is not valid; start again from the first page',
    es: 'El cursor no es válido; vuelve a empezar desde la primera página',
  },
  'pagination.limit.invalid': {
    en: 'limit must be a whole number from 1 to 100',
    es: 'limit debe ser un número entero de 1 a 100',
  },
  'pagination.search.invalid': {
    en: 'The search text must be at most 100 characters',
    es: 'El texto de búsqueda debe tener como máximo 100 caracteres',
  },
  'pagination.sort.invalid': {
    en: 'This list cannot be sorted that way',
    es: 'Esta lista no se puede ordenar de esa forma',
  },
  'projects.comment.required': {
    en: 'Write a message',
    es: 'Escribe un mensaje',
  },
  'projects.comment.max': {
    en: 'A message can be at most 5000 characters',
    es: 'Un mensaje puede tener como máximo 5000 caracteres',
  },
  'projects.milestone.notFound': { en: 'Milestone not found', es: 'Hito no encontrado' },
  'projects.milestone.title.required': {
    en: 'Milestone title is required',
    es: 'El título del hito es obligatorio',
  },
  'projects.milestone.title.max': {
    en: 'A milestone title can be at most 255 characters',
    es: 'El título de un hito puede tener como máximo 255 caracteres',
  },
  'projects.milestone.description.max': {
    en: 'A milestone description can be at most 5000 characters',
    es: 'La descripción de un hito puede tener como máximo 5000 caracteres',
  },
  'projects.milestone.dueDate.invalid': {
    en: 'The due date must be a date such as 2026-12-31',
    es: 'La fecha límite debe ser una fecha como 2026-12-31',
  },
  'projects.milestone.status.invalid': {
    en: 'Status must be pending, in_progress or completed',
    es: 'El estado debe ser pending, in_progress o completed',
  },
  'projects.milestone.tooMany': {
    en: 'A project plan can have at most {max} milestones',
    es: 'El plan de un proyecto puede tener como máximo {max} hitos',
  },
  'projects.milestone.order.invalid': {
    en: "The order must list each of the project's milestones exactly once",
    es: 'El orden debe incluir cada hito del proyecto exactamente una vez',
  },
  'projects.update.content.required': {
    en: 'Update text is required',
    es: 'El texto de la actualización es obligatorio',
  },
  'projects.update.content.max': {
    en: 'An update can be at most 20000 characters',
    es: 'Una actualización puede tener como máximo 20000 caracteres',
  },
  'projects.update.isPublic.invalid': {
    en: "isPublic must be 'true' or 'false'",
    es: "isPublic debe ser 'true' o 'false'",
  },
  'ai.notConfigured': {
    en: 'AI provider not configured',
    es: 'El proveedor de IA no está configurado',
  },
  'ai.generate.failed': { en: 'Error generating content', es: 'Error al generar contenido' },
  'ai.recommendations.failed': {
    en: 'Error getting recommendations',
    es: 'Error al obtener recomendaciones',
  },
  'ai.format.invalid': {
    en: 'The content received is not in the expected format',
    es: 'El contenido recibido no tiene el formato esperado',
  },
  'ai.job.notFound': { en: 'Generation not found', es: 'Generación no encontrada' },
  'ai.job.status.invalid': {
    en: 'status must be queued, running, succeeded or failed',
    es: 'status debe ser queued, running, succeeded o failed',
  },
  'ai.job.kind.invalid': {
    en: 'kind must be generate, multi-platform or recommendations',
    es: 'kind debe ser generate, multi-platform o recommendations',
  },
  'ai.prompt.min': {
    en: 'Please provide more details for better content generation',
    es: 'Por favor da más detalles para generar un mejor contenido',
  },
  'ai.prompt.max': {
    en: 'The description can be at most 2000 characters',
    es: 'La descripción puede tener como máximo 2000 caracteres',
  },
  'ai.platform.required': {
    en: 'Choose a platform: twitter, facebook, instagram or linkedin',
    es: 'Elige una plataforma: twitter, facebook, instagram o linkedin',
  },
  'ai.platforms.required': {
    en: 'Select at least one platform',
    es: 'Selecciona al menos una plataforma',
  },
  'ai.platforms.invalid': {
    en: 'Platforms can be twitter, facebook, instagram and linkedin',
    es: 'Las plataformas pueden ser twitter, facebook, instagram y linkedin',
  },
  'ai.audience.min': {
    en: 'Please describe your audience in more detail',
    es: 'Por favor describe tu audiencia con más detalle',
  },
  'ai.audience.max': {
    en: 'The audience description can be at most 500 characters',
    es: 'La descripción de la audiencia puede tener como máximo 500 caracteres',
  },
  'ai.industry.required': { en: 'Industry is required', es: 'La industria es obligatoria' },
  'ai.industry.max': {
    en: 'The industry can be at most 100 characters',
    es: 'La industria puede tener como máximo 100 caracteres',
  },
  'invoices.notFound': { en: 'Invoice not found', es: 'Factura no encontrada' },
  'invoices.transition.invalid': {
    en: 'An invoice cannot go from {from} to {to}',
    es: 'Una factura no puede pasar de {from} a {to}',
  },
  'invoices.client.required': { en: 'Client is required', es: 'El cliente es obligatorio' },
  'invoices.client.notFound': { en: 'Client not found', es: 'Cliente no encontrado' },
  'invoices.client.admin': {
    en: 'Invoices are for clients: this account belongs to the team (an admin)',
    es: 'Las facturas son para clientes: esta cuenta es del equipo (un administrador)',
  },
  'invoices.project.notFound': {
    en: "The project was not found among this client's projects",
    es: 'El proyecto no está entre los proyectos de este cliente',
  },
  'invoices.amount.positive': {
    en: 'Amount must be greater than 0',
    es: 'El monto debe ser mayor que 0',
  },
  'invoices.amount.invalid': {
    en: 'Amounts are in US dollars with at most 2 decimals, up to 10,000,000',
    es: 'Los montos van en dólares estadounidenses con 2 decimales como máximo, hasta 10.000.000',
  },
  'invoices.amount.mismatch': {
    en: 'The amount does not match the sum of the line items ({expected})',
    es: 'El monto no coincide con la suma de las líneas ({expected})',
  },
  'invoices.total.mismatch': {
    en: "The total does not match the invoice's amounts ({expected})",
    es: 'El total no coincide con los importes de la factura ({expected})',
  },
  'invoices.dueDate.required': {
    en: 'Due date is required',
    es: 'La fecha de vencimiento es obligatoria',
  },
  'invoices.date.invalid': {
    en: 'Dates are written YYYY-MM-DD',
    es: 'Las fechas se escriben AAAA-MM-DD',
  },
  'invoices.dueDate.beforeIssue': {
    en: 'The due date cannot be before the issue date',
    es: 'La fecha de vencimiento no puede ser anterior a la de emisión',
  },
  'invoices.items.invalid': {
    en: 'Line items: from 1 to 100, each with a description, a quantity and a unit price',
    es: 'Líneas: de 1 a 100, cada una con descripción, cantidad y precio unitario',
  },
  'invoices.items.description.required': {
    en: 'Each line item needs a description (at most 500 characters)',
    es: 'Cada línea necesita una descripción (500 caracteres como máximo)',
  },
  'invoices.items.quantity.invalid': {
    en: 'Quantities are greater than 0, with at most 2 decimals, up to 100,000',
    es: 'Las cantidades son mayores que 0, con 2 decimales como máximo, hasta 100.000',
  },
  'invoices.items.unitPrice.invalid': {
    en: 'Unit prices are whole US cents from 0 to 1,000,000,000',
    es: 'Los precios unitarios son centavos enteros de 0 a 1.000.000.000',
  },
  'invoices.taxRate.invalid': {
    en: 'The tax rate is a percent from 0 to 100 with at most 2 decimals',
    es: 'La tasa de impuesto es un porcentaje de 0 a 100 con 2 decimales como máximo',
  },
  'invoices.discount.invalid': {
    en: 'The discount is whole US cents, from 0 up to the subtotal',
    es: 'El descuento son centavos enteros, de 0 hasta el subtotal',
  },
  'invoices.text.max': {
    en: 'The description, notes and billing details can be at most 2000 characters each',
    es: 'La descripción, las notas y los datos de facturación pueden tener hasta 2000 caracteres cada uno',
  },
  'invoices.status.invalid': {
    en: 'status must be draft or pending',
    es: 'status debe ser draft o pending',
  },
  'invoices.filter.status.invalid': {
    en: 'status must be draft, pending, partial, paid, overdue or void',
    es: 'status debe ser draft, pending, partial, paid, overdue o void',
  },
  'invoices.filter.view.invalid': {
    en: 'view must be all, open or history',
    es: 'view debe ser all, open o history',
  },
  'invoices.filter.search.invalid': {
    en: 'The search can be at most 50 characters',
    es: 'La búsqueda puede tener como máximo 50 caracteres',
  },
  'invoices.void.hasPayments': {
    en: 'An invoice with payments cannot be voided',
    es: 'No se puede anular una factura que tiene pagos',
  },
  'invoices.void.reason.max': {
    en: 'The reason can be at most 500 characters',
    es: 'El motivo puede tener como máximo 500 caracteres',
  },
  'invoices.payment.notPayable': {
    en: 'Only pending, partly paid or overdue invoices take payments',
    es: 'Solo las facturas pendientes, con pago parcial o vencidas admiten pagos',
  },
  'invoices.payment.exceedsBalance': {
    en: 'The payment is more than the balance ({balance})',
    es: 'El pago supera el saldo ({balance})',
  },
  'invoices.payment.amount.invalid': {
    en: 'The payment is a whole number of US cents greater than 0',
    es: 'El pago es un número entero de centavos mayor que 0',
  },
  'invoices.payment.method.invalid': {
    en: 'The method must be bank_transfer, cash, check or other',
    es: 'El método debe ser bank_transfer, cash, check u other',
  },
  'invoices.payment.reference.max': {
    en: 'The reference can be at most 100 characters',
    es: 'La referencia puede tener como máximo 100 caracteres',
  },
  'invoices.payment.date.future': {
    en: 'A payment cannot be dated in the future',
    es: 'Un pago no puede tener fecha futura',
  },
  'payments.invoices.required': {
    en: 'Select from 1 to 50 invoices to pay',
    es: 'Selecciona de 1 a 50 facturas para pagar',
  },
  'payments.invoices.notPayable': {
    en: 'Invoice {number} cannot be paid now: it is {status}',
    es: 'La factura {number} no se puede pagar ahora: está {status}',
  },
  'payments.amount.invalid': {
    en: 'The amount is in US dollars, greater than 0, with at most 2 decimals',
    es: 'El monto va en dólares estadounidenses, mayor que 0, con 2 decimales como máximo',
  },
  'payments.amount.mismatch': {
    en: 'The amount does not match what is owed ({expected}); reload to see the current figures',
    es: 'El monto no coincide con lo adeudado ({expected}); recarga para ver las cifras actuales',
  },
  'payments.service.required': {
    en: 'Choose a service to buy',
    es: 'Elige un servicio para comprar',
  },
  'payments.nothing': {
    en: 'Choose a service or the invoices to pay',
    es: 'Elige un servicio o las facturas a pagar',
  },
  'payments.card.unavailable': {
    en: 'Card payments are not available right now; please choose another way to pay',
    es: 'Los pagos con tarjeta no están disponibles en este momento; elige otra forma de pago',
  },
  'payments.wallet.unavailable': {
    en: 'PayPal is not available right now; please choose another way to pay',
    es: 'PayPal no está disponible en este momento; elige otra forma de pago',
  },
  'payments.wallet.auth': {
    en: 'PayPal is not available right now; please choose another way to pay',
    es: 'PayPal no está disponible en este momento; elige otra forma de pago',
  },
  'orders.notFound': {
    en: 'Order not found',
    es: 'Pedido no encontrado',
  },
  'orders.transfer.notOpen': {
    en: 'Order {reference} is no longer awaiting its transfer',
    es: 'El pedido {reference} ya no está esperando su transferencia',
  },
  'payments.wallet.declined': {
    en: 'PayPal declined the payment; try again or use a different payment method',
    es: 'PayPal rechazó el pago; inténtalo de nuevo o usa otro método de pago',
  },
  'payments.wallet.status.ready': {
    en: 'PayPal is configured and accepted our credentials ({environment})',
    es: 'PayPal está configurado y aceptó nuestras credenciales ({environment})',
  },
  'payments.wallet.status.missing': {
    en: 'PayPal payments are off: set {missing}. Clients can still pay by bank transfer.',
    es: 'Los pagos con PayPal están desactivados: configura {missing}. Los clientes pueden pagar por transferencia bancaria.',
  },
  'payments.wallet.status.refused': {
    en: 'PayPal did not accept the credentials: check the client id, the secret and the environment ({environment})',
    es: 'PayPal no aceptó las credenciales: revisa el client id, el secret y el entorno ({environment})',
  },
  'payments.wallet.status.unreachable': {
    en: 'PayPal could not be reached to check the credentials; try again later',
    es: 'No se pudo contactar con PayPal para comprobar las credenciales; inténtalo más tarde',
  },
  'payments.provider.failed': {
    en: 'The payment provider could not be reached; try again or use a different payment method',
    es: 'No se pudo contactar al proveedor de pagos; inténtalo de nuevo o usa otro método de pago',
  },
  'payments.test.invalid': {
    en: 'isTestPayment must be true or false',
    es: 'isTestPayment debe ser true o false',
  },
  'payments.test.adminsOnly': {
    en: 'With live payment keys, only admins can make test payments',
    es: 'Con claves de pago reales, solo los administradores pueden hacer pagos de prueba',
  },
  'payments.order.invalid': {
    en: 'orderId is not a PayPal order id',
    es: 'orderId no es un id de orden de PayPal',
  },
  'payments.capture.mismatch': {
    en: 'The captured payment does not match the order we created',
    es: 'El pago capturado no coincide con la orden que creamos',
  },
  'payments.lookup.invalid': {
    en: 'Look a payment up by provider and id, or by its TB- reference',
    es: 'Busca un pago por proveedor e id, o por su referencia TB-',
  },
  'payments.notFound': { en: 'Payment not found', es: 'Pago no encontrado' },
  'payments.state.invalid': {
    en: 'state must be creating, processing, succeeded, failed, canceled or refunded',
    es: 'state debe ser creating, processing, succeeded, failed, canceled o refunded',
  },
  'payments.refund.amount.invalid': {
    en: 'The refund is a whole number of US cents greater than 0',
    es: 'El reembolso es un número entero de centavos mayor que 0',
  },
  'payments.refund.notRefundable': {
    en: 'Only a succeeded payment with money left to give back can be refunded',
    es: 'Solo se puede reembolsar un pago completado al que le quede dinero por devolver',
  },
  'payments.refund.tooMuch': {
    en: 'The refund is more than is left to give back ({left})',
    es: 'El reembolso supera lo que queda por devolver ({left})',
  },
  'payments.provider.invalid': {
    en: 'provider must be stripe or paypal',
    es: 'provider debe ser stripe o paypal',
  },
  'payments.events.state.invalid': {
    en: 'state must be received, applied, ignored or failed',
    es: 'state debe ser received, applied, ignored o failed',
  },
  'privacy.deletion.requested': {
    en: 'Your request is with the team. We will mail you once it is decided',
    es: 'Tu solicitud está con el equipo. Te escribiremos cuando se decida',
  },
  'privacy.deletion.cancelled': {
    en: 'Your deletion request is cancelled. Your account stays as it is',
    es: 'Cancelaste tu solicitud de eliminación. Tu cuenta sigue igual',
  },
  'privacy.deletion.alreadyPending': {
    en: 'You have already asked to delete your account. The team will decide soon',
    es: 'Ya pediste eliminar tu cuenta. El equipo lo decidirá pronto',
  },
  'privacy.deletion.notPending': {
    en: 'There is no pending deletion request',
    es: 'No hay ninguna solicitud de eliminación pendiente',
  },
  'privacy.deletion.notFound': {
    en: 'Deletion request not found',
    es: 'Solicitud de eliminación no encontrada',
  },
  'privacy.deletion.decided': {
    en: 'This request was already decided or cancelled',
    es: 'Esta solicitud ya se decidió o se canceló',
  },
  'privacy.deletion.teamAccount': {
    en: 'A team account is not deleted this way: ask another admin to remove its admin role first',
    es: 'Una cuenta del equipo no se elimina así: pide a otro administrador que le quite el rol primero',
  },
  'privacy.deletion.confirmed': {
    en: 'The account is deleted: its personal data is anonymised, its invoices and payments are kept',
    es: 'La cuenta se eliminó: se anonimizaron los datos personales y se conservan las facturas y los pagos',
  },
  'privacy.deletion.declined': {
    en: 'The request is declined and the client was mailed the reason',
    es: 'La solicitud se rechazó y se envió el motivo al cliente',
  },
  'privacy.deletion.reason.max': {
    en: 'Keep the reason under 1000 characters',
    es: 'Escribe el motivo en menos de 1000 caracteres',
  },
  'privacy.deletion.note.required': {
    en: 'Write the reason the client will read',
    es: 'Escribe el motivo que leerá el cliente',
  },
  'privacy.deletion.note.max': {
    en: 'Keep the reason under 2000 characters',
    es: 'Escribe el motivo en menos de 2000 caracteres',
  },
  'payments.events.notFound': { en: 'Payment event not found', es: 'Evento de pago no encontrado' },
  'payments.events.notFailed': {
    en: 'Only a failed event can be retried',
    es: 'Solo se puede reintentar un evento fallido',
  },
  'payments.webhook.invalid': {
    en: 'The event signature does not verify',
    es: 'La firma del evento no es válida',
  },
  'tokens.name.required': {
    en: 'Give the token a name',
    es: 'Ponle un nombre al token',
  },
  'tokens.name.max': {
    en: 'The name must be at most 100 characters',
    es: 'El nombre debe tener como máximo 100 caracteres',
  },
  'tokens.scopes.required': {
    en: 'Choose at least one scope',
    es: 'Elige al menos un permiso',
  },
  'tokens.scopes.invalid': {
    en: 'Unknown scope. Valid scopes: projects:read, social:read, social:write, invoices:read, payments:read, admin:read, admin:write',
    es: 'Permiso desconocido. Permisos válidos: projects:read, social:read, social:write, invoices:read, payments:read, admin:read, admin:write',
  },
  'tokens.scopes.notGrantable': {
    en: 'Only an admin can grant these scopes: {scopes}',
    es: 'Solo un administrador puede otorgar estos permisos: {scopes}',
  },
  'tokens.expiresAt.invalid': {
    en: 'The expiry must be a date and time in the future',
    es: 'El vencimiento debe ser una fecha y hora futura',
  },
  'tokens.notFound': {
    en: 'No such token on this account',
    es: 'No existe ese token en esta cuenta',
  },
  'tokens.invalid': {
    en: 'The access token is invalid, revoked or expired',
    es: 'El token de acceso no es válido, fue revocado o venció',
  },
  'tokens.notAccepted': {
    en: 'This operation does not accept access tokens: sign in instead',
    es: 'Esta operación no acepta tokens de acceso: inicia sesión',
  },
  'tokens.scopeMissing': {
    en: 'The access token lacks the scope {scope}',
    es: 'Al token de acceso le falta el permiso {scope}',
  },
  'tokens.revoked': {
    en: 'Token revoked',
    es: 'Token revocado',
  },
  'webhooks.url.invalid': {
    en: 'The URL must be a full http or https address',
    es: 'La URL debe ser una dirección http o https completa',
  },
  'webhooks.url.private': {
    en: 'The URL points to a private or local address, which webhooks may not reach',
    es: 'La URL apunta a una dirección privada o local, a la que los webhooks no pueden llegar',
  },
  'webhooks.events.required': {
    en: 'Choose at least one event',
    es: 'Elige al menos un evento',
  },
  'webhooks.events.invalid': {
    en: 'Unknown event. Valid events: contact.created, invoice.issued, invoice.paid, invoice.overdue, payment.succeeded, payment.refunded, project.update_posted, social_post.approved',
    es: 'Evento desconocido. Eventos válidos: contact.created, invoice.issued, invoice.paid, invoice.overdue, payment.succeeded, payment.refunded, project.update_posted, social_post.approved',
  },
  'webhooks.description.max': {
    en: 'The description must be at most 500 characters',
    es: 'La descripción debe tener como máximo 500 caracteres',
  },
  'webhooks.enabled.invalid': {
    en: 'enabled must be true or false',
    es: 'enabled debe ser true o false',
  },
  'webhooks.notFound': {
    en: 'No such webhook endpoint',
    es: 'No existe ese endpoint de webhook',
  },
  'webhooks.delivery.notFound': {
    en: 'No such delivery for this endpoint',
    es: 'No existe ese envío para este endpoint',
  },
  'webhooks.redeliver.disabled': {
    en: 'The endpoint is disabled: enable it before sending again',
    es: 'El endpoint está desactivado: actívalo antes de volver a enviar',
  },
  'webhooks.disabledMail.subject': {
    en: 'A webhook endpoint was disabled',
    es: 'Se desactivó un endpoint de webhook',
  },
  'webhooks.disabledMail.text': {
    en: 'Hello {name},\n\nThe webhook endpoint {url} failed {failures} times in a row, so it was disabled and nothing more is sent to it. Check the receiver, then enable it again in the back-office:\n\n{link}\n\nTerraBridge Digital',
    es: 'Hola {name}:\n\nEl endpoint de webhook {url} falló {failures} veces seguidas, así que se desactivó y no se le envía nada más. Revisa el receptor y vuelve a activarlo en el back-office:\n\n{link}\n\nTerraBridge Digital',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(MESSAGES, value);
}

export function translate(
  key: MessageKey,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  return MESSAGES[key][language].replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}
