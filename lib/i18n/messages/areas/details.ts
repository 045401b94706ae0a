import { defineWords } from "../define";

/**
 * The words of the server's answers (issue 38) that are not errors: what a server action says when
 * it worked (app/_doors/action.ts turns the use case's English `message` into these), and the photo
 * notices of the browser's image compression (app/_client/compress-image.ts, handed its words as a
 * prop). The errors themselves are in app/_doors/details.ts, keyed by the English the code throws.
 * Plain {values} only. The English is the use cases' own, verbatim (details.test.ts compares them).
 */
export const details = defineWords(
  {
    /** Success sentences of the use cases behind the forms (lib/accounts, lib/reports, lib/listings/review). */
    detailsActions: {
      verificationSent: "We sent a new confirmation link. Please check your inbox.",
      alreadyVerified: "Your e-mail address is already confirmed.",
      emailVerified: "Thank you: your e-mail address is confirmed.",
      emailChangeSent: "We sent a confirmation link to your new address. Until you open it, your current address stays your login.",
      passwordChanged: "Your password has been changed. You are signed out everywhere else.",
      resetRequested: "If an account exists with this email, you will receive a password reset link",
      resetDone: "Your password has been reset. You can now log in with your new password.",
      reportThanks: "Thank you. A moderator will look at it; the gardener is not told who reported them.",
      reviewRequested: "Thank you. A moderator will look at your listing again soon.",
    },
    /** A picked photo the browser could not use (client: the listing form, the profile form). */
    detailsPhoto: {
      notAnImage: "Please choose an image file.",
      tooLarge: "Couldn't compress below 3 MB; please choose a smaller image.",
      processingFailed: "Image processing failed.",
    },
  },
  {
    es: {
      detailsActions: {
        verificationSent: "Te enviamos un nuevo enlace de confirmación. Revisa tu bandeja de entrada.",
        alreadyVerified: "Tu dirección de correo electrónico ya está confirmada.",
        emailVerified: "Gracias: tu dirección de correo electrónico está confirmada.",
        emailChangeSent: "Enviamos un enlace de confirmación a tu nueva dirección. Hasta que lo abras, tu dirección actual sigue siendo la de inicio de sesión.",
        passwordChanged: "Tu contraseña ha cambiado. Se cerró tu sesión en todos los demás sitios.",
        resetRequested: "Si existe una cuenta con este correo electrónico, recibirás un enlace para restablecer la contraseña",
        resetDone: "Tu contraseña se ha restablecido. Ya puedes iniciar sesión con tu nueva contraseña.",
        reportThanks: "Gracias. Un moderador lo revisará; al jardinero no se le dice quién lo denunció.",
        reviewRequested: "Gracias. Un moderador volverá a revisar tu anuncio pronto.",
      },
      detailsPhoto: {
        notAnImage: "Elige un archivo de imagen.",
        tooLarge: "No se pudo comprimir por debajo de 3 MB; elige una imagen más pequeña.",
        processingFailed: "No se pudo procesar la imagen.",
      },
    },
    ar: {
      detailsActions: {
        verificationSent: "أرسلنا إليك رابط تأكيد جديدًا. تفقّد بريدك الوارد.",
        alreadyVerified: "عنوان بريدك الإلكتروني مؤكَّد بالفعل.",
        emailVerified: "شكرًا لك: تم تأكيد عنوان بريدك الإلكتروني.",
        emailChangeSent: "أرسلنا رابط تأكيد إلى عنوانك الجديد. إلى أن تفتحه، يبقى عنوانك الحالي هو عنوان تسجيل الدخول.",
        passwordChanged: "تم تغيير كلمة المرور. سُجّل خروجك من كل الأماكن الأخرى.",
        resetRequested: "إن كان هناك حساب بهذا البريد الإلكتروني، فسيصلك رابط لإعادة تعيين كلمة المرور",
        resetDone: "تمت إعادة تعيين كلمة المرور. يمكنك الآن تسجيل الدخول بكلمة المرور الجديدة.",
        reportThanks: "شكرًا لك. سيطّلع عليه أحد المشرفين؛ ولن يُخبَر البستاني بمن أبلغ عنه.",
        reviewRequested: "شكرًا لك. سيراجع أحد المشرفين إعلانك مرة أخرى قريبًا.",
      },
      detailsPhoto: {
        notAnImage: "اختر ملف صورة.",
        tooLarge: "تعذّر ضغط الصورة إلى أقل من 3 ميغابايت؛ اختر صورة أصغر.",
        processingFailed: "تعذّرت معالجة الصورة.",
      },
    },
  },
);
